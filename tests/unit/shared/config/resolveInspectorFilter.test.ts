import { describe, expect, it } from 'vitest';
import { InspectorFilter } from '../../../../src/shared/api/config/InspectorFilter';
import { resolveInspectorFilter } from '../../../../src/shared/api/config/resolveInspectorFilter';

const NOW = 1_700_000_000_000;
const DAY = 86_400_000;

describe('InspectorFilter', () => {
  it('reads query-string numbers and accepts known shapes', () => {
    expect(InspectorFilter.parse({ from: '1000', to: '2000', kind: 'census.hit', page: '/shop' })).toEqual({
      from: 1000,
      to: 2000,
      kind: 'census.hit',
      page: '/shop',
    });
  });

  it('refuses bad values, naming each field', () => {
    const result = InspectorFilter.safeParse({ from: 'yesterday', kind: 'DROP TABLE', page: 'shop' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['from', 'kind', 'page']));
  });

  it('refuses a reversed range and unknown parameters', () => {
    expect(InspectorFilter.safeParse({ from: '5', to: '4' }).success).toBe(false);
    expect(InspectorFilter.safeParse({ knd: 'error' }).success).toBe(false);
  });
});

describe('resolveInspectorFilter', () => {
  it('defaults to the last day', () => {
    expect(resolveInspectorFilter({}, NOW)).toEqual({ from: NOW - DAY, to: NOW });
  });

  it('keeps given bounds and filters', () => {
    expect(resolveInspectorFilter({ from: 10, to: 20, kind: 'error', page: '/' }, NOW)).toEqual({
      from: 10,
      to: 20,
      kind: 'error',
      page: '/',
    });
    expect(resolveInspectorFilter({ from: NOW - 3600_000 }, NOW)).toEqual({ from: NOW - 3600_000, to: NOW });
  });
});
