export type ImageOutputType = 'avif' | 'webp' | 'jpeg' | 'png';

// The smallest format the browser says it accepts: AVIF, then WebP, else the source's own type. Browsers
// that take AVIF or WebP for <img> list them in Accept (Chromium, Firefox, Safari 16+), so the header is the
// whole negotiation; the reply varies by Accept (RFC 9110 §12.5.5).
export function negotiateImageType(accept: string | undefined, source: 'jpeg' | 'png'): ImageOutputType {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]!.trim().toLowerCase()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return source;
}
