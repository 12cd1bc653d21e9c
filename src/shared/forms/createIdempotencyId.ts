// 128 random bits as 32 hex characters; the server stores a submission once per id. Randomness is passed in.
export function createIdempotencyId(getRandomValues: (array: Uint8Array) => Uint8Array): string {
  return Array.from(getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
