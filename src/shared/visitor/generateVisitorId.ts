// A visitor or analytics id: 22 characters of base64url from 16 random bytes.
export function generateVisitorId(fillRandom: (bytes: Uint8Array) => Uint8Array): string {
  const bytes = fillRandom(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
