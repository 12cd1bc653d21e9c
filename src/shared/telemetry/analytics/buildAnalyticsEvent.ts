import {
  ANALYTICS_AUTOMATIC_FIELDS,
  ANALYTICS_OPTIONAL_FIELDS,
  ANALYTICS_REQUIRED_FIELDS,
} from '../../constants/analytics';
import type { AnalyticsPayload } from '../records/analytics';
import { ANALYTICS_LIMITS } from '../records/analyticsLimits';

type Expected = 'string' | 'nullable string' | 'number';

// Spec media-and-reporting §3 and §5: fields of a known common name must have the expected type (null only
// where nullable) or are dropped with a warning. Required fields are non-null strings; optional ones are
// strings or null; the automatic sizes and timestamp are numbers, the other automatic values strings or null.
const NUMERIC_AUTOMATIC = new Set<string>(['window_width', 'window_height', 'client_timestamp']);
const EXPECTED: ReadonlyMap<string, Expected> = new Map<string, Expected>([
  ...ANALYTICS_REQUIRED_FIELDS.map((f) => [f, 'string'] as const),
  ...ANALYTICS_OPTIONAL_FIELDS.map((f) => [f, 'nullable string'] as const),
  ...ANALYTICS_AUTOMATIC_FIELDS.map((f) => [f, NUMERIC_AUTOMATIC.has(f) ? 'number' : 'nullable string'] as const),
]);

function matches(value: unknown, expected: Expected): boolean {
  if (expected === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (expected === 'nullable string' && value === null) return true;
  return typeof value === 'string';
}

interface AnalyticsEventInput {
  name: string;
  data: Record<string, unknown> | undefined;
  /** The automatic fields (media-and-reporting §3), read from the page by readAnalyticsContext. */
  automatic: Record<string, unknown>;
  analyticsId: string;
}

interface AnalyticsEvent {
  payload: AnalyticsPayload;
  warnings: string[];
}

// track(name, data) from owners' code rarely names the five required fields, so each gets a default:
// the actor is the visitor, the action is the event name, the source is WEB (media-and-reporting §3).
function requiredDefaults(name: string): Record<string, string> {
  return { actor: 'visitor', action: name, event_owner_team: 'site-owner', event_source: 'WEB', object_type: 'custom' };
}

const AUTOMATIC = new Set<string>(ANALYTICS_AUTOMATIC_FIELDS);

function describeDrop(field: string, expected: Expected): string {
  return `Analytics field "${field}" dropped: expected ${expected === 'nullable string' ? 'a string or null' : `a ${expected}`}`;
}

// The automatic fields are the same for every event of a task (the caller shares one object), so their
// checked JSON is kept for the last object seen: 1000 events in one task serialise them once.
let lastAutomatic: Record<string, unknown> | null = null;
let lastAutomaticJson = '';
function serialiseAutomatic(automatic: Record<string, unknown>): string {
  if (automatic === lastAutomatic) return lastAutomaticJson;
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(automatic)) {
    const expected = EXPECTED.get(field);
    if (!expected || matches(value, expected)) kept[field] = value;
  }
  lastAutomatic = automatic;
  lastAutomaticJson = JSON.stringify(kept).slice(1, -1);
  return lastAutomaticJson;
}

// Builds the body of POST /api/v1/events: known fields go to commonData, the rest to customData, and the
// event name is the customSchemaName. Automatic values come last and win, so custom code cannot forge them.
export function buildAnalyticsEvent({ name, data, automatic, analyticsId }: AnalyticsEventInput): AnalyticsEvent {
  const warnings: string[] = [];
  const common: Record<string, unknown> = requiredDefaults(name);
  const custom: Record<string, unknown> = {};
  for (const field in data) {
    const value = data[field];
    if (value === undefined) continue;
    const expected = EXPECTED.get(field);
    if (!expected) custom[field] = value;
    else if (!matches(value, expected)) warnings.push(describeDrop(field, expected));
    else if (!AUTOMATIC.has(field) || !(field in automatic)) common[field] = value;
  }
  const automaticJson = serialiseAutomatic(automatic);
  const commonJson = JSON.stringify(common);
  const commonData = automaticJson ? `${commonJson.slice(0, -1)},${automaticJson}}` : commonJson;
  const customData = JSON.stringify(custom);
  // The pipeline drops and counts an event past these bounds (`invalid`); the owner's console says why.
  if (typeof name !== 'string' || name.length === 0 || name.length > ANALYTICS_LIMITS.MAX_NAME_LENGTH)
    warnings.push(
      `Analytics event not stored: its name must be a string of 1 to ${ANALYTICS_LIMITS.MAX_NAME_LENGTH} characters, got ${describeName(name)}`,
    );
  else if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data)))
    warnings.push(
      `Analytics event "${name}": its data should be an object of fields, got ${Array.isArray(data) ? 'an array' : `a ${typeof data}`}`,
    );
  for (const [field, json] of [
    ['commonData', commonData],
    ['customData', customData],
  ] as const) {
    if (json.length > ANALYTICS_LIMITS.MAX_DATA_JSON_LENGTH)
      warnings.push(
        `Analytics event "${String(name)}" not stored: its ${field} is ${json.length} characters of JSON, at most ${ANALYTICS_LIMITS.MAX_DATA_JSON_LENGTH}`,
      );
  }
  return { payload: { analyticsId, commonData, customData, customSchemaName: name }, warnings };
}

function describeName(name: unknown): string {
  if (typeof name !== 'string') return name === null ? 'null' : `a ${typeof name}`;
  return name.length === 0 ? 'an empty string' : `${name.length} characters`;
}
