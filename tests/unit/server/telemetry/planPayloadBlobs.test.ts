import { describe, expect, it } from 'vitest';
import { planPayloadBlobs } from '../../../../src/server/storage/telemetry/payloads/planPayloadBlobs';
import {
  MAX_STORED_PER_WIRE_BYTE,
  ROW_COSTS,
  estimateRequestRows,
  estimateRowBytes,
  rowBudgetExceeded,
} from '../../../../src/server/storage/telemetry/storedBytesBudget';

// Which requests of a group keep their payloads in a blob (issue 49.1): those whose rows would take more than
// MAX_STORED_PER_WIRE_BYTE times their wire bytes; each of their records gets its place in its own request's blob.
describe('planPayloadBlobs', () => {
  it('blobs only the request whose rows would outweigh its wire bytes, and numbers its records from 0', () => {
    const record = (request: number, bytes: number) => ({ request, bytes, row: 150 });
    // Request 0: a plain body of 3 records of 500 bytes (1,800 bytes on the wire). Request 1: the same 3
    // records gzipped to 60 bytes. Request 2: no size known.
    const records = [record(0, 500), record(1, 500), record(0, 500), record(1, 500), record(2, 500), record(1, 500)];
    const { blobbed, indexes } = planPayloadBlobs(records, [1800, 60, 0]);
    expect(blobbed).toEqual([false, true, false]);
    expect(indexes).toEqual([null, 0, null, 1, null, 2]);
  });

  it('keeps a request at the bound as text, and blobs it one byte past', () => {
    const perRecord = 1000;
    const wire = ((perRecord + 150) * 4) / MAX_STORED_PER_WIRE_BYTE;
    const four = Array.from({ length: 4 }, () => ({ request: 0, bytes: perRecord, row: 150 }));
    expect(planPayloadBlobs(four, [wire]).blobbed).toEqual([false]);
    expect(
      planPayloadBlobs([...four.slice(1), { request: 0, bytes: perRecord + 1, row: 150 }], [wire]).blobbed,
    ).toEqual([true]);
  });
});

// What a request's rows take, estimated (storedBytesBudget.ts), and the refusal it decides (issue 49.1; the
// estimates are held against what the databases take in rowBudget.test.ts).
describe.each(['postgres', 'sqlite'] as const)('storedBytesBudget on %s', (dialect) => {
  const { row: ROW, idCopies, pageView, request } = ROW_COSTS[dialect];
  it('estimates a row from its texts: the id as often as the database keeps it, the others once', () => {
    const row = { id: 'p1.7', kind: 'event', type: 'e', sessionId: 'session', pagePath: '/shop' };
    expect(estimateRowBytes(row, dialect)).toBe(ROW + idCopies * 4 + 5 + 1 + 7 + 5);
    expect(estimateRowBytes({ ...row, type: null, id: 'é.1' }, dialect)).toBe(ROW + idCopies * 4 + 5 + 7 + 5);
  });

  it('adds the request and each page view its records name, once', () => {
    const row = (id: string) => ({ id, kind: 'k', sessionId: 's', pagePath: '/' });
    const rows = [row('p1.0'), row('p1.1'), row('p2.0'), row('nopage')];
    const each = rows.reduce((sum, r) => sum + estimateRowBytes(r, dialect), 0);
    expect(estimateRequestRows(rows, dialect)).toBe(request + each + 2 * pageView);
  });

  it('finds a request whose rows alone outweigh its wire bytes, at the bound and one byte past', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: `p.${i}`, kind: 'k', sessionId: 's', pagePath: '/' }));
    const total = estimateRequestRows(rows, dialect);
    expect(rowBudgetExceeded(rows, total / MAX_STORED_PER_WIRE_BYTE, dialect)).toBe(false);
    expect(rowBudgetExceeded(rows, (total - 1) / MAX_STORED_PER_WIRE_BYTE, dialect)).toBe(true);
  });
});
