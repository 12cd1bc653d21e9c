import { describe, expect, it } from 'vitest';
import { parseVisitorRecord } from '../../../../src/shared/visitor/parseVisitorRecord';
import { formatVisitorRecord } from '../../../../src/shared/visitor/formatVisitorRecord';
import { updateVisitorSession } from '../../../../src/shared/visitor/updateVisitorSession';
import { generateVisitorId } from '../../../../src/shared/visitor/generateVisitorId';
import { COOKIE_MAX_AGE_MS } from '../../../../src/shared/constants/cookies';

const T0 = 1_700_000_000_000;
const MIN = 60_000;

describe('visitor-record cookie format (visitor-runtime §5)', () => {
  it('reads an id followed by four positive integers separated by bars', () => {
    expect(parseVisitorRecord('abc123|1|2|3|4')).toEqual({ id: 'abc123', first: 1, last: 2, latest: 3, visits: 4 });
  });

  it('round-trips through formatVisitorRecord', () => {
    const record = { id: 'Xy_-9', first: T0, last: T0 + 5, latest: T0 + 9, visits: 7 };
    expect(parseVisitorRecord(formatVisitorRecord(record))).toEqual(record);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['three numbers', 'abc|1|2|3'],
    ['five numbers', 'abc|1|2|3|4|5'],
    ['a zero', 'abc|0|2|3|4'],
    ['a negative', 'abc|-1|2|3|4'],
    ['a fraction', 'abc|1.5|2|3|4'],
    ['a leading zero', 'abc|01|2|3|4'],
    ['no id', '|1|2|3|4'],
    ['an id with a quote', 'a"b|1|2|3|4'],
    ['timestamps out of order', 'abc|5|2|3|4'],
    ['an unsafe integer', 'abc|1|2|3|99999999999999999'],
  ])('rejects %s', (_label, value) => {
    expect(parseVisitorRecord(value)).toBeNull();
  });
});

describe('updateVisitorSession (visitor-runtime §4)', () => {
  const id = () => 'newid';

  it('creates a first visit when there is no cookie', () => {
    const update = updateVisitorSession({ visitorRecord: undefined, sessionTime: undefined }, T0, id);
    expect(update).toEqual({
      record: { id: 'newid', first: T0, last: T0, latest: T0, visits: 1 },
      sessionTime: T0,
      newVisit: true,
      replacedMalformed: false,
    });
  });

  it('keeps the visit when the session is live and renews the session time', () => {
    const cookies = { visitorRecord: `v1|${T0}|${T0}|${T0}|3`, sessionTime: String(T0 + 10 * MIN) };
    const update = updateVisitorSession(cookies, T0 + 20 * MIN, id);
    expect(update.record).toEqual({ id: 'v1', first: T0, last: T0, latest: T0, visits: 3 });
    expect(update.sessionTime).toBe(T0 + 20 * MIN);
    expect(update.newVisit).toBe(false);
  });

  it('increases the visit counter and renews the session when the session cookie is missing', () => {
    const cookies = { visitorRecord: `v1|${T0}|${T0}|${T0 + MIN}|3`, sessionTime: undefined };
    const now = T0 + 120 * MIN;
    const update = updateVisitorSession(cookies, now, id);
    expect(update.record).toEqual({ id: 'v1', first: T0, last: T0 + MIN, latest: now, visits: 4 });
    expect(update.sessionTime).toBe(now);
    expect(update.newVisit).toBe(true);
  });

  it('treats a session time 30 minutes old as expired', () => {
    const cookies = { visitorRecord: `v1|${T0}|${T0}|${T0}|1`, sessionTime: String(T0) };
    expect(updateVisitorSession(cookies, T0 + COOKIE_MAX_AGE_MS.SESSION_TIME - 1, id).newVisit).toBe(false);
    expect(updateVisitorSession(cookies, T0 + COOKIE_MAX_AGE_MS.SESSION_TIME, id).record.visits).toBe(2);
  });

  it('replaces a malformed visitor cookie with a new visitor instead of trusting it', () => {
    const update = updateVisitorSession({ visitorRecord: 'evil|1|2', sessionTime: String(T0) }, T0 + MIN, id);
    expect(update.record).toEqual({ id: 'newid', first: T0 + MIN, last: T0 + MIN, latest: T0 + MIN, visits: 1 });
    expect(update.replacedMalformed).toBe(true);
  });

  it('counts a malformed session cookie as an expired session', () => {
    const update = updateVisitorSession({ visitorRecord: `v1|${T0}|${T0}|${T0}|1`, sessionTime: 'abc' }, T0 + MIN, id);
    expect(update.record.visits).toBe(2);
    expect(update.replacedMalformed).toBe(true);
  });

  it('replaces a record dated in the future', () => {
    const update = updateVisitorSession(
      { visitorRecord: `v1|${T0}|${T0}|${T0 + 10 * MIN}|5`, sessionTime: undefined },
      T0,
      id,
    );
    expect(update.record.id).toBe('newid');
    expect(update.record.visits).toBe(1);
  });
});

describe('generateVisitorId', () => {
  it('makes a 22-character id the cookie parser accepts', () => {
    const value = generateVisitorId((bytes) => bytes.fill(255));
    expect(value).toBe('_____________________w');
    expect(parseVisitorRecord(`${value}|1|1|1|1`)).not.toBeNull();
  });
});
