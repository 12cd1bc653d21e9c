// localStorage's contract, in memory (Node has none), with Chromium's quota in characters (keys and values).
export function memoryStorage(quotaChars = 5 * 1024 * 1024): Storage {
  const map = new Map<string, string>();
  const used = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => {
      if (used() - (map.get(key)?.length ?? 0) + key.length + String(value).length > quotaChars)
        throw new DOMException('quota', 'QuotaExceededError');
      map.set(key, String(value));
    },
  };
}
