import { createPayloadKeyCodes, type PayloadKeyCodes } from './compactPayload';

// The kinds whose payloads are stored without their keys (compactPayload), each with its table of keys.
// Rows already stored name keys by their place here: a table only ever grows at its end, never reorders.
// A key missing from a table is no fault (its object is stored as it came), only larger.
//
// They are the kinds whose keys are most of a small valid payload's JSON, which a crafted gzip batch packs
// near the decoded-size cap (issue 49.1, tests/unit/server/telemetry/rollupAmplification.test.ts: bytes
// stored per wire byte, before keyless storage; on PostgreSQL where one figure is given):
// - performance: some 40 short fields; the smallest valid payload is 623 characters as JSON, 194 keyless.
//   33.6x on SQLite, 31.0x on PostgreSQL.
// - census.hit: up to 16 short fields; the test's 12 are 224 characters, 85 keyless; 20.0x.
// - census.button-click and census.button-render: 7 fields, 108 characters, 41 keyless; 19.3x and 19.7x.
// - error: 10 fields, 140 characters, 63 keyless; 19.7x.
// Other kinds are stored as sent: their keys are a smaller part of their payloads.
const PERFORMANCE_KEYS = [
  'app',
  'event',
  'pageLoadId',
  'timestamp',
  'data',
  'cumulativeLayoutShift',
  'decodedBodySize',
  'encodedBodySize',
  'domContentLoadedStart',
  'domContentLoadedEnd',
  'domainLookup',
  'firstContentfulPaint',
  'firstInputDelay',
  'largestContentfulPaint',
  'interactionToNextPaint',
  'timeToFirstByte',
  'loadEventStart',
  'loadEventEnd',
  'tcpTime',
  'tlsTime',
  'timeToInteractive',
  'responseStart',
  'connectionInfo',
  'effectiveType',
  'rtt',
  'downlink',
  'saveData',
  'displaySize',
  'screenWidth',
  'screenHeight',
  'viewportWidth',
  'viewportHeight',
  'devicePixelRatio',
  'hardwareInfo',
  'hardwareConcurrency',
  'deviceMemory',
  'pagePath',
  'hostname',
  'hash',
  'memberId',
  'marketingId',
  'analyticsId',
  'version',
  'siteContext',
  'accountId',
  'websiteId',
  'pageType',
  'platform',
  'templateId',
  'language',
  'timeZone',
  'measures',
] as const;

const CENSUS_HIT_KEYS = [
  'event',
  'data',
  'ss_cvr',
  'websiteId',
  'templateId',
  'website_locale',
  'userAgent',
  'clientDate',
  'viewportWidth',
  'viewportHeight',
  'screenWidth',
  'screenHeight',
  'url',
  'title',
  'itemId',
  'recordType',
  'collectionId',
] as const;

const CENSUS_BUTTON_KEYS = [
  'id',
  'buttonText',
  'clickthroughUrl',
  'alignment',
  'size',
  'newWindow',
  'context',
  'visitorCookie',
] as const;

const ERROR_KEYS = [
  'app',
  'message',
  'stack',
  'file',
  'line',
  'column',
  'websiteId',
  'templateId',
  'url',
  'userAgent',
] as const;

export const STORED_PAYLOAD_KEYS: ReadonlyMap<string, PayloadKeyCodes> = new Map([
  ['performance', createPayloadKeyCodes(PERFORMANCE_KEYS)],
  ['census.hit', createPayloadKeyCodes(CENSUS_HIT_KEYS)],
  ['census.button-click', createPayloadKeyCodes(CENSUS_BUTTON_KEYS)],
  ['census.button-render', createPayloadKeyCodes(CENSUS_BUTTON_KEYS)],
  ['error', createPayloadKeyCodes(ERROR_KEYS)],
]);
