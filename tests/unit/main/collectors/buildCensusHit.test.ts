import { describe, expect, it } from 'vitest';
import { buildCensusHit } from '../../../../src/main/collectors/census/buildCensusHit';
import { buildMarketingBeaconUrl } from '../../../../src/main/collectors/census/buildMarketingBeaconUrl';
import { CensusHitPayload } from '../../../../src/shared/telemetry/records/censusHit';
import type { PageContext } from '../../../../src/shared/pageContext/PageContext';

const pageContext = {
  website: { id: 'w1', templateId: 't1', locale: 'en-GB' },
  itemId: null,
  recordType: null,
  collectionId: 'c1',
} as unknown as PageContext;
const facts = {
  userAgent: 'Chrome',
  now: 1000,
  viewportWidth: 1280.4,
  viewportHeight: 720,
  screenWidth: 1920,
  screenHeight: 1080,
  url: 'https://example.com/blog',
  title: 'Blog',
};

describe('buildCensusHit (visitor-runtime §7)', () => {
  it('sends the spec fields, collectionId for a collection page, and ss_cvr', () => {
    const hit = buildCensusHit(pageContext, facts, 'v|1|1|1|1');
    expect(hit).toEqual({
      event: 'pageview',
      data: {
        websiteId: 'w1',
        templateId: 't1',
        website_locale: 'en-GB',
        userAgent: 'Chrome',
        clientDate: 1000,
        viewportWidth: 1280,
        viewportHeight: 720,
        screenWidth: 1920,
        screenHeight: 1080,
        url: 'https://example.com/blog',
        title: 'Blog',
        collectionId: 'c1',
      },
      ss_cvr: 'v|1|1|1|1',
    });
    expect(CensusHitPayload.safeParse(hit).success).toBe(true);
  });

  it('sends itemId and recordType on an item page and no ss_cvr without a visitor cookie', () => {
    const hit = buildCensusHit({ ...pageContext, itemId: 'i1', recordType: 11 }, facts, undefined);
    expect(hit.data).toMatchObject({ itemId: 'i1', recordType: 11 });
    expect(hit.data).not.toHaveProperty('collectionId');
    expect(hit).not.toHaveProperty('ss_cvr');
  });
});

describe('buildMarketingBeaconUrl (media-and-reporting §3, §7)', () => {
  it('carries landing, refer, lang, screen and the campaign fields of the landing URL', () => {
    const url = buildMarketingBeaconUrl({
      href: 'https://example.com/?source=news&campaign=spring&mkwid=k1&utm_x=1',
      referrer: 'https://search.example/',
      language: 'fr-FR',
      screenWidth: 390,
      screenHeight: 844,
    });
    const parsed = new URL(url, 'https://example.com');
    expect(parsed.pathname).toBe('/api/track/Track');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      landing: 'https://example.com/?source=news&campaign=spring&mkwid=k1&utm_x=1',
      refer: 'https://search.example/',
      lang: 'fr-FR',
      screen: '390x844',
      source: 'news',
      campaign: 'spring',
      mkwid: 'k1',
    });
  });
});
