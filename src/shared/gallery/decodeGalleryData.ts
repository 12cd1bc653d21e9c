import { GALLERY_MESSAGES } from '../messages/galleryMessages';

// Spec media-and-reporting §3 and §8: block data read from a JSON attribute. Text that is not JSON logs
// "Error decoding gallery block data."; JSON that the block cannot use (the `evaluate` step throws or refuses
// it) logs "Error evaluating gallery block data.". Either way the gallery keeps what it had (null here).
export function decodeGalleryData<T>(
  raw: string | null | undefined,
  evaluate: (value: unknown) => T | null,
  log: (message: string, error?: unknown) => void,
): T | null {
  if (raw == null || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    log(GALLERY_MESSAGES.decodeFailed, error);
    return null;
  }
  try {
    const result = evaluate(value);
    if (result === null) log(GALLERY_MESSAGES.evaluateFailed);
    return result;
  } catch (error) {
    log(GALLERY_MESSAGES.evaluateFailed, error);
    return null;
  }
}
