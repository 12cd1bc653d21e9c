import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SiteData } from '../../../../src/shared/siteData/SiteData';

// The owner content fields the site data leaves unset read the site language's words: an English site the
// schema's defaults, a German site German ones. A field the owner set is kept in either.
const showcase = path.resolve(import.meta.dirname, '../../../../sites/showcase/site.json');

type RawBlock = { type: string; id: string; data: Record<string, unknown> };
type RawSite = { website: Record<string, unknown>; pages: { sections: { blocks: RawBlock[] }[] }[] };

/** The showcase in `locale` (none: the file's own, unset), its blocks' defaulted fields taken out. */
function showcaseWithoutDefaults(locale: string | null): RawSite {
  const site = JSON.parse(readFileSync(showcase, 'utf8')) as RawSite;
  if (locale === null) delete site.website.locale;
  else site.website.locale = locale;
  for (const page of site.pages)
    for (const section of page.sections)
      for (const { type, data } of section.blocks) {
        if (type === 'form' || type === 'newsletter') {
          delete data.submitButtonText;
          delete data.success;
        }
        if (type === 'booking') delete data.buttonText;
        if (type === 'donation-button') delete data.label;
        if (type === 'map' || type === 'video') delete data.title;
        if (type === 'pricing-toggle')
          for (const plan of data.plans as { left: Record<string, unknown>; right: Record<string, unknown> }[])
            delete plan.left.joinText;
      }
  return site;
}

/** What each kind of block reads where its field was unset, in the parsed site. */
function readDefaults(site: SiteData): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const block of site.pages.flatMap((page) => page.sections.flatMap((section) => section.blocks))) {
    if (block.type === 'form') read.form = [block.data.submitButtonText, block.data.success.message];
    if (block.type === 'newsletter') read.newsletter = [block.data.submitButtonText, block.data.success.message];
    if (block.type === 'booking') read.booking = block.data.buttonText;
    if (block.type === 'donation-button') read.donation = block.data.label;
    if (block.type === 'map') read.map = block.data.title;
    if (block.type === 'video') read.video = block.data.title;
    if (block.type === 'pricing-toggle')
      read.join = block.data.plans.map((plan) => [plan.left.joinText, plan.right.joinText]);
  }
  return read;
}

describe('owner content fields left unset', () => {
  it.each([['en-US'], ['en-GB'], ['fr-FR'], [null]])('read the spec’s English on a %s site', (locale) => {
    expect(readDefaults(SiteData.parse(showcaseWithoutDefaults(locale)))).toEqual({
      form: ['Submit', 'Thank you!'],
      newsletter: ['Sign Up', 'Thank you!'],
      booking: 'Find a table',
      donation: 'Donate',
      map: 'Map',
      video: 'Video',
      // The right option's join text is the owner's, kept.
      join: [
        ['Join', 'Join yearly'],
        ['Join', 'Join yearly'],
      ],
    });
  });

  it.each([['de-DE'], ['de-AT'], ['de']])('read German on a %s site, and what the owner set is kept', (locale) => {
    expect(readDefaults(SiteData.parse(showcaseWithoutDefaults(locale)))).toEqual({
      form: ['Absenden', 'Vielen Dank!'],
      newsletter: ['Abonnieren', 'Vielen Dank!'],
      booking: 'Tisch finden',
      donation: 'Spenden',
      map: 'Karte',
      video: 'Video',
      join: [
        ['Beitreten', 'Join yearly'],
        ['Beitreten', 'Join yearly'],
      ],
    });
  });

  it('a field the owner set, even in another language, is the owner’s on a German site', () => {
    const site = JSON.parse(readFileSync(showcase, 'utf8')) as RawSite;
    site.website.locale = 'de-DE';
    expect(readDefaults(SiteData.parse(site))).toMatchObject({
      form: ['Send message', expect.any(String)],
      newsletter: ['Subscribe', expect.any(String)],
      booking: 'Find a table',
      donation: 'Give to the fund',
    });
  });

  it('a set field the check refuses is still refused, named by its path; the file is not changed', () => {
    const site = showcaseWithoutDefaults('de-DE');
    const form = site.pages.flatMap((p) => p.sections.flatMap((s) => s.blocks)).find((b) => b.type === 'form')!;
    form.data.submitButtonText = '';
    const before = JSON.stringify(site);
    const result = SiteData.safeParse(site);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.at(-1))).toEqual(['submitButtonText']);
    expect(JSON.stringify(site)).toBe(before);
  });
});
