import { describe, expect, it } from 'vitest';
import { createHighlighter, excerptAround } from '../../../../src/shared/search/highlightTerms';
import { parseSearchQuery } from '../../../../src/shared/search/parseSearchQuery';

describe('createHighlighter', () => {
  it('marks words that start with a query word, whatever their case, and keeps markup as text', () => {
    expect(createHighlighter(['mug'])('<b>Mugs</b> and a mug-rack')).toEqual([
      { text: '<b>', match: false },
      { text: 'Mugs', match: true },
      { text: '</b> and a ', match: false },
      { text: 'mug', match: true },
      { text: '-rack', match: false },
    ]);
    expect(createHighlighter(['mug'])('smug')).toEqual([{ text: 'smug', match: false }]);
  });

  it('cuts a long text around its first match', () => {
    const text = `${'word '.repeat(100)}harbour ${'tail '.repeat(100)}`;
    const excerpt = excerptAround(text, ['harbour'], 80);
    expect(excerpt).toContain('harbour');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(82);
  });
});

describe('parseSearchQuery', () => {
  it('refuses an empty or over-long query with a message', () => {
    expect(parseSearchQuery({})).toMatchObject({ ok: false, status: 400, message: 'Enter a word to search for.' });
    expect(parseSearchQuery({ q: ' "" ' })).toMatchObject({ ok: false });
    expect(parseSearchQuery({ q: 'a'.repeat(201) })).toMatchObject({
      ok: false,
      message: 'Your search is too long: use at most 200 characters.',
    });
    expect(parseSearchQuery({ q: ['mug', 'stool'], page: '0' })).toMatchObject({ ok: true, words: ['mug'], page: 1 });
    expect(parseSearchQuery({ q: 'Mug mug', page: 'x' })).toMatchObject({ ok: true, words: ['mug'], page: 1 });
  });
});
