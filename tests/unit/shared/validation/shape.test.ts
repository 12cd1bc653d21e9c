import { describe, expect, it } from 'vitest';
import {
  arr,
  bool,
  int,
  nullable,
  obj,
  oneOf,
  optional,
  str,
  ShapeError,
} from '../../../../src/shared/validation/shape';

const Sample = obj({
  name: str,
  count: int,
  on: bool,
  kind: oneOf('a', 'b'),
  note: optional(str),
  parent: nullable(obj({ id: str })),
  tags: arr(str),
});

describe('shape', () => {
  it('returns the value when it fits, dropping unknown fields', () => {
    expect(Sample({ name: 'x', count: 2, on: true, kind: 'b', parent: null, tags: ['t'], extra: 1 }, '$')).toEqual({
      name: 'x',
      count: 2,
      on: true,
      kind: 'b',
      parent: null,
      tags: ['t'],
    });
  });

  it('names the path and what was expected', () => {
    const bad = { name: 'x', count: 2.5, on: true, kind: 'a', parent: null, tags: [] };
    expect(() => Sample(bad, '$')).toThrow(new ShapeError('$.count', 'an integer'));
    expect(() => Sample({ ...bad, count: 1, tags: ['ok', 3] }, '$')).toThrow('$.tags[1]: expected a string');
    expect(() => Sample({ ...bad, count: 1, kind: 'c' }, '$')).toThrow('$.kind: expected one of a, b');
    expect(() => Sample({ ...bad, count: 1, parent: {} }, '$')).toThrow('$.parent.id: expected a string');
    expect(() => Sample([], '$')).toThrow('$: expected an object');
  });
});
