import { LOCALHOST } from '../constants/routes';

// Spec visitor-runtime §2 skips the owner redirect "when the host is localhost". The exception exists so
// a site run on the developer's own machine is not bounced into /config; a site opened at a loopback
// address (127.0.0.1, ::1) or at a *.localhost name (RFC 6761) is that same case, so they count too.
export function isLocalhost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return host === LOCALHOST || host.endsWith(`.${LOCALHOST}`) || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}
