import { describe, expect, it } from 'vitest';
import { buildMarketingBeaconUrl } from '../../../../src/main/collectors/census/buildMarketingBeaconUrl';

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
