import { describe, expect, it } from 'vitest';
import { CensusHitPayload } from '../../../../../src/shared/telemetry/records/censusHit';
import { CensusButtonPayload } from '../../../../../src/shared/telemetry/records/censusButton';
import { CensusFormRenderPayload } from '../../../../../src/shared/telemetry/records/censusFormRender';
import { CensusOverlayPayload } from '../../../../../src/shared/telemetry/records/censusOverlay';
import { CensusQuickViewPayload } from '../../../../../src/shared/telemetry/records/censusQuickView';

const hitData = {
  websiteId: 'w1',
  templateId: 'default',
  website_locale: 'en-US',
  userAgent: 'Chrome',
  clientDate: 1_700_000_000_000,
  viewportWidth: 1280,
  viewportHeight: 720,
  screenWidth: 1920,
  screenHeight: 1080,
  url: 'https://example.com/shop',
  title: 'Shop',
  collectionId: 'c1',
};

describe('CensusHitPayload (visitor-runtime §7 RecordHit)', () => {
  it('accepts the spec fields with and without the visitor cookie', () => {
    expect(CensusHitPayload.safeParse({ event: 'pageview', data: hitData, ss_cvr: 'v|1|1|1|1' }).success).toBe(true);
    expect(
      CensusHitPayload.safeParse({
        event: 'pageview',
        data: { ...hitData, collectionId: undefined, itemId: 'i1', recordType: 11 },
      }).success,
    ).toBe(true);
  });

  it('names a missing or mistyped data field', () => {
    const { viewportWidth: _omit, ...missing } = hitData;
    const result = CensusHitPayload.safeParse({ event: 'pageview', data: { ...missing, clientDate: 'yesterday' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.clientDate', 'data.viewportWidth']);
  });

  it('refuses an empty event name', () => {
    expect(CensusHitPayload.safeParse({ event: '', data: hitData }).success).toBe(false);
  });
});

describe('CensusButtonPayload (button-click and button-render)', () => {
  const button = {
    id: 'b1',
    buttonText: 'Buy',
    clickthroughUrl: '/shop',
    alignment: 'center',
    size: 'medium',
    newWindow: false,
    context: '/',
  };
  it('accepts what the buttons block sends, visitorCookie optional', () => {
    expect(CensusButtonPayload.safeParse(button).success).toBe(true);
    expect(CensusButtonPayload.safeParse({ ...button, visitorCookie: 'v|1|1|1|1' }).success).toBe(true);
  });
  it('wants newWindow as a boolean', () => {
    expect(CensusButtonPayload.safeParse({ ...button, newWindow: 'true' }).error?.issues[0]?.path).toEqual([
      'newWindow',
    ]);
  });
});

describe('the other census payloads', () => {
  it('form-render needs a formId', () => {
    expect(CensusFormRenderPayload.safeParse({ formId: 'f1', visitorCookie: 'v' }).success).toBe(true);
    expect(CensusFormRenderPayload.safeParse({ visitorCookie: 'v' }).success).toBe(false);
  });
  it('overlay takes one of its actions', () => {
    expect(CensusOverlayPayload.safeParse({ action: 'show', version: 2 }).success).toBe(true);
    expect(CensusOverlayPayload.safeParse({ action: 'explode' }).success).toBe(false);
  });
  it('quick view needs the item id', () => {
    expect(CensusQuickViewPayload.safeParse({ itemId: 'p1' }).success).toBe(true);
    expect(CensusQuickViewPayload.safeParse({ itemId: '' }).success).toBe(false);
  });
});
