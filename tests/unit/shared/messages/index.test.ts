import { describe, it, expect } from 'vitest';
import * as messages from '../../../../src/shared/messages';

const modules = import.meta.glob('../../../../src/shared/messages/*.ts', { eager: true });

/** Every string reachable in a messages object, with where it was found. */
function collectStrings(value: unknown, path: string, out: Array<[string, string]>): void {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) collectStrings(inner, `${path}.${key}`, out);
  }
}

describe('src/shared/messages/index.ts', () => {
  it('re-exports every export of every messages file, unchanged', () => {
    const files = Object.keys(modules).filter((path) => !path.endsWith('/index.ts'));
    expect(files.length).toBe(10);
    for (const path of files) {
      for (const [name, value] of Object.entries(modules[path] as Record<string, unknown>)) {
        expect((messages as Record<string, unknown>)[name], `${name} from ${path}`).toBe(value);
      }
    }
  });

  it('holds each message text once', () => {
    const strings: Array<[string, string]> = [];
    for (const [name, value] of Object.entries(messages)) {
      // Status maps point at messages already held by their area object.
      if (!name.endsWith('_STATUS_MESSAGES')) collectStrings(value, name, strings);
    }
    const seen = new Map<string, string>();
    for (const [path, text] of strings) {
      expect(seen.get(text), `"${text}" at ${path}`).toBeUndefined();
      seen.set(text, path);
    }
  });

  it('has no message with leading or trailing spaces, or three dots in place of the ellipsis', () => {
    const strings: Array<[string, string]> = [];
    collectStrings(messages, 'messages', strings);
    for (const [path, text] of strings) {
      expect(text, path).toBe(text.trim());
      expect(text, path).not.toContain('...');
    }
  });
});
