import { describe, expect, it } from 'vitest';
import { Collection } from '../../../../src/shared/siteData/Collection';
import { selectSummaryItems } from '../../../../src/shared/blocks/selectSummaryItems';

const item = (id: string, publishedOn?: string, visibility = 1) => ({
  id,
  urlId: id,
  recordType: 1,
  title: id,
  visibility,
  ...(publishedOn ? { publishedOn } : {}),
});

describe('selectSummaryItems', () => {
  it('keeps published items only, newest first, undated last in file order, at most pageSize', () => {
    const collection = Collection.parse({
      id: 'c',
      title: 'C',
      type: 'blog',
      items: [
        item('undated-a'),
        item('old', '2024-01-01T00:00:00Z'),
        item('draft', '2026-01-01T00:00:00Z', 4),
        item('new', '2025-01-01T00:00:00Z'),
        item('undated-b'),
      ],
    });
    expect(selectSummaryItems(collection, 10).map((i) => i.id)).toEqual(['new', 'old', 'undated-a', 'undated-b']);
    expect(selectSummaryItems(collection, 2).map((i) => i.id)).toEqual(['new', 'old']);
  });
});
