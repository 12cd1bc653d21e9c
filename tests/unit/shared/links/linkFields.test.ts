import { describe, expect, it } from 'vitest';
import { ImageData } from '../../../../src/shared/blocks/image';
import { Navigation } from '../../../../src/shared/siteData/Navigation';
import { formatSiteDataIssues } from '../../../../src/shared/siteData/formatSiteDataIssues';

const problemsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatSiteDataIssues(result.error as never);

// Spec visitor-runtime §5: the link helper's limits hold for every link of the site data file.
describe('link fields within the link helper limits', () => {
  const image = { src: '/images/a.jpg', alt: '', dimensions: '10x10' };

  it("refuses an image's link that is no link, or over its limit", () => {
    expect(problemsOf(ImageData.safeParse({ ...image, link: '/s/care-guide.pdf' }))).toEqual([]);
    expect(problemsOf(ImageData.safeParse({ ...image, link: 'javascript:alert(1)' }))).toEqual([
      '$.link: expected a link starting with /, #, http://, https://, mailto:, tel: or sms:',
    ]);
    expect(problemsOf(ImageData.safeParse({ ...image, link: '#' + 'a'.repeat(99) }))).toEqual([
      '$.link: expected an anchor under 100 characters, got 100',
    ]);
  });

  it('refuses a navigation path of 150 characters or more', () => {
    expect(problemsOf(Navigation.safeParse({ main: [{ title: 'A', path: '/' + 'a'.repeat(148) }] }))).toEqual([]);
    expect(problemsOf(Navigation.safeParse({ main: [{ title: 'A', path: '/' + 'a'.repeat(149) }] }))).toEqual([
      '$.main[0].path: expected an internal link under 150 characters, got 150',
    ]);
  });
});
