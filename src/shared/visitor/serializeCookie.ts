interface CookieOptions {
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAgeSeconds: number;
  path?: string;
  secure?: boolean;
}

// SameSite=Lax: first-party cookies must not ride along with other sites' requests (RFC 6265bis). The value
// is URI-encoded so it can never break the cookie syntax.
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    `Path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
