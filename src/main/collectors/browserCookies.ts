import { parseCookies } from '../../shared/visitor/parseCookies';
import { serializeCookie } from '../../shared/visitor/serializeCookie';

export interface BrowserCookies {
  read(): Record<string, string>;
  /** Spec media-and-reporting §9: cookies are secure on https. */
  write(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

// The thin edge around document.cookie.
export function createBrowserCookies(doc: Document, secure: boolean): BrowserCookies {
  return {
    read: () => parseCookies(doc.cookie),
    write: (name, value, maxAgeSeconds) => {
      doc.cookie = serializeCookie(name, value, { maxAgeSeconds, path: '/', secure });
    },
    remove: (name) => {
      doc.cookie = serializeCookie(name, '', { maxAgeSeconds: 0, path: '/', secure });
    },
  };
}
