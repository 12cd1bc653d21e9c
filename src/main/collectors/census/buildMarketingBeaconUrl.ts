import { API_PATHS } from '../../../shared/constants/apiPaths';
import { MARKETING_LANDING_FIELDS, type MarketingLandingField } from '../../../shared/constants/analytics';

interface LandingFacts {
  href: string;
  referrer: string;
  language: string;
  screenWidth: number;
  screenHeight: number;
}

// Spec media-and-reporting §3 and §7: GET /api/track/Track carries landing, refer, rk, lang, screen and the
// campaign fields. landing is the landing page's URL, refer the referrer, lang the browser language,
// screen "WIDTHxHEIGHT"; rk and the campaign fields (source, campaign, subcampaign, channel, subchannel,
// variation, mkwid) are copied from query parameters of the same names on the landing URL.
export function buildMarketingBeaconUrl(facts: LandingFacts): string {
  const landing = new URL(facts.href);
  const fields: Partial<Record<MarketingLandingField, string>> = {
    landing: facts.href,
    refer: facts.referrer,
    lang: facts.language,
    screen: `${Math.round(facts.screenWidth)}x${Math.round(facts.screenHeight)}`,
  };
  const query = new URLSearchParams();
  for (const field of MARKETING_LANDING_FIELDS) {
    const value = fields[field] ?? landing.searchParams.get(field);
    if (value) query.set(field, value.slice(0, 2048));
  }
  return `${API_PATHS.TRACK}?${query.toString()}`;
}
