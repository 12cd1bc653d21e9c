import { describe, expect, it } from 'vitest';
import { findTooDeep } from '../../../../src/shared/validation/findTooDeep';

const nest = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: [nest(depth - 1)] });

describe('findTooDeep', () => {
  it('names the path of the first value past the limit, in objects and arrays', () => {
    expect(findTooDeep({ ok: { x: 1 }, deep: { a: { b: { c: {} } } } }, 3)).toEqual(['deep', 'a', 'b']);
    expect(findTooDeep([1, [2, [3, [4]]]], 3)).toEqual([1, 1, 1]);
    expect(findTooDeep({ a: { b: {} } }, 3)).toBeNull();
  });
  it('checks a document nested 100,000 deep without exhausting the stack', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i += 1) deep = { d: deep };
    expect(findTooDeep(deep, 64)).toHaveLength(64);
    expect(findTooDeep(nest(20), 64)).toBeNull();
  });
  it('sees no nesting in bytes: a raw body of 20,000 bytes is not walked', () => {
    expect(findTooDeep(Buffer.alloc(20_000), 1)).toBeNull();
    expect(findTooDeep({ body: new Uint8Array(10) }, 2)).toBeNull();
  });
});
