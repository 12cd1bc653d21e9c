import { ANALYTICS_MESSAGES } from '../../shared/messages/analyticsMessages';

export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

// The thin edge around localStorage and sessionStorage. Storage may be blocked by privacy settings or
// full: that is reported once with the spec's words (media-and-reporting §8) and the collectors carry on.
export function createBrowserStorage(get: () => Storage): KeyValueStorage {
  let warned = false;
  const attempt = <T>(fn: (storage: Storage) => T, fallback: T): T => {
    try {
      return fn(get());
    } catch {
      if (!warned) console.warn(ANALYTICS_MESSAGES.storageUnavailable);
      warned = true;
      return fallback;
    }
  };
  return {
    get: (key) => attempt((s) => s.getItem(key), null),
    set: (key, value) => attempt((s) => s.setItem(key, value), undefined),
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
  };
}
