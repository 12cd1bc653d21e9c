import { describe, it, expect } from 'vitest';
import * as constants from '../../../../src/shared/constants';

const modules = import.meta.glob('../../../../src/shared/constants/*.ts', { eager: true });

describe('src/shared/constants/index.ts', () => {
  it('re-exports every export of every constants file, unchanged', () => {
    const files = Object.keys(modules).filter((path) => !path.endsWith('/index.ts'));
    expect(files.length).toBeGreaterThan(20);
    for (const path of files) {
      for (const [name, value] of Object.entries(modules[path] as Record<string, unknown>)) {
        expect(constants, `${name} from ${path}`).toHaveProperty(name);
        expect((constants as Record<string, unknown>)[name], `${name} from ${path}`).toBe(value);
      }
    }
  });
});
