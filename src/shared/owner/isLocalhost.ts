import { LOCALHOST } from '../constants/routes';

// Spec visitor-runtime §2 skips the owner redirect "when the host is localhost": a developer's own machine,
// so loopback addresses and *.localhost names (RFC 6761) count too.
export function isLocalhost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return host === LOCALHOST || host.endsWith(`.${LOCALHOST}`) || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}
