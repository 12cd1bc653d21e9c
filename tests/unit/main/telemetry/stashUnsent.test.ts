import { describe, expect, it } from 'vitest';
import { hasStash, stashUnsent, UNSENT_STASH_KEY } from '../../../../src/main/telemetry/stashUnsent';
import { resendStash } from '../../../../src/main/telemetry/resendStash';
import type { TelemetryRecord } from '../../../../src/shared/telemetry/TelemetryRecord';

// localStorage's contract, in memory (Node has none).
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const recordOf = (id: string, size = 10) => ({ id, kind: 'trace', payload: { data: 'x'.repeat(size) } }) as unknown as TelemetryRecord;

describe('the unsent stash', () => {
  it('appends each hide as JSON lines and is seen by the next page', () => {
    const win = { localStorage: memoryStorage() } as unknown as Window;
    expect(hasStash(win)).toBe(false);
    stashUnsent(win, [recordOf('a'), recordOf('b')]);
    stashUnsent(win, [recordOf('c')]);
    expect(hasStash(win)).toBe(true);
    expect(win.localStorage.getItem(UNSENT_STASH_KEY)!.split('\n').map((l) => JSON.parse(l).id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the newest records when it would pass its cap', () => {
    const win = { localStorage: memoryStorage() } as unknown as Window;
    for (let i = 0; i < 12; i++) stashUnsent(win, [recordOf(`r${i}`, 60_000)]);
    const ids = win.localStorage.getItem(UNSENT_STASH_KEY)!.split('\n').map((l) => JSON.parse(l).id);
    expect(ids.at(-1)).toBe('r11');
    expect(ids).not.toContain('r0');
    expect(win.localStorage.getItem(UNSENT_STASH_KEY)!.length).toBeLessThanOrEqual(512 * 1024);
  });

  it('does not throw where storage is refused', () => {
    const win = {} as Window;
    Object.defineProperty(win, 'localStorage', { get: () => { throw new DOMException('denied', 'SecurityError'); } });
    expect(() => stashUnsent(win, [recordOf('a')])).not.toThrow();
    expect(hasStash(win)).toBe(false);
  });

  it('is cleared after a 2xx, keeping lines another tab added meanwhile, and kept after a failure', async () => {
    const storage = memoryStorage();
    const win = { localStorage: storage } as unknown as Window;
    stashUnsent(win, [recordOf('a')]);
    let sent = '';
    await expect(resendStash(storage, async () => new Response('', { status: 503 }))).rejects.toThrow('HTTP 503');
    expect(hasStash(win)).toBe(true);
    const sentCount = await resendStash(storage, async (_url, init) => {
      sent = String(init?.body);
      stashUnsent(win, [recordOf('from-another-tab')]);
      return new Response('{}', { status: 200 });
    });
    expect(sentCount).toBe(1);
    expect(JSON.parse(sent).records.map((r: { id: string }) => r.id)).toEqual(['a']);
    expect(storage.getItem(UNSENT_STASH_KEY)!.split('\n').map((l) => JSON.parse(l).id)).toEqual(['from-another-tab']);
  });
});
