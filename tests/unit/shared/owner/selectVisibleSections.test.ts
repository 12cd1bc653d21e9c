import { describe, expect, it } from 'vitest';
import { selectVisibleSections } from '../../../../src/shared/owner/selectVisibleSections';
import type { Section } from '../../../../src/shared/siteData/Page';

const sections = [
  {
    id: 's1',
    type: 'content',
    blocks: [
      { type: 'heading', id: 'h', data: { text: 'Members', level: 1 } },
      { type: 'pricing-toggle', id: 'p', data: {} },
    ],
  },
  { id: 's2', type: 'content', blocks: [{ type: 'text', id: 't', data: { html: 'secret' } }] },
] as unknown as Section[];

describe('selectVisibleSections', () => {
  it('keeps everything on pages that are not member-only, and for members', () => {
    expect(selectVisibleSections(sections, false, false)).toEqual(sections);
    expect(selectVisibleSections(sections, true, true)).toEqual(sections);
  });

  it('keeps only the pricing toggle for a visitor on a member-only page, dropping emptied sections', () => {
    const visible = selectVisibleSections(sections, true, false);
    expect(visible.map((s) => s.id)).toEqual(['s1']);
    expect(visible[0]!.blocks.map((b) => b.id)).toEqual(['p']);
    expect(JSON.stringify(visible)).not.toContain('secret');
  });
});
