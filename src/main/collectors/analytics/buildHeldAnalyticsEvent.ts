import type { AnalyticsPayload } from '../../../shared/telemetry/records/analytics';

export interface HeldTrack {
  name: string;
  data: Record<string, unknown> | undefined;
  /** When track() was called (Date.now()). */
  time: number;
}

interface HeldEventFacts {
  /** The analytics id cookie when the visitor has one, else an id for this page only. */
  analyticsId: string;
  pageHost: string;
  pagePath: string;
  websiteId: string;
  templateId: string;
}

// A track() call held until the collectors load, on a page hidden before they did: the collectors' full
// builder (buildAnalyticsEvent, about 0.9 KB gzip) is not in the main chunk, so this is the smallest event
// POST /api/v1/events accepts (media-and-reporting §7): the five required fields with the defaults the
// collectors use, the automatic fields the main thread knows, and every data field as custom data.
export function buildHeldAnalyticsEvent({ name, data, time }: HeldTrack, facts: HeldEventFacts): AnalyticsPayload {
  const commonData = {
    actor: 'visitor',
    action: name,
    event_owner_team: 'site-owner',
    event_source: 'WEB',
    object_type: 'custom',
    page_host: facts.pageHost,
    page_path: facts.pagePath,
    client_timestamp: time,
    website_id: facts.websiteId,
    template_id: facts.templateId,
  };
  return {
    analyticsId: facts.analyticsId,
    commonData: JSON.stringify(commonData),
    customData: JSON.stringify(data ?? {}),
    customSchemaName: name,
  };
}
