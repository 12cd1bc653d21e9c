import { describe, expect, it } from 'vitest';
import {
  MAX_STORED_PER_WIRE_BYTE,
  ROW_BYTES,
  planPayloadBlobs,
} from '../../../../src/server/storage/telemetry/payloads/planPayloadBlobs';

// Which requests of a group keep their payloads in a blob (issue 49.1): those whose rows would take more than
// MAX_STORED_PER_WIRE_BYTE times their wire bytes; each of their records gets its place in its own request's blob.
describe('planPayloadBlobs', () => {
  it('blobs only the request whose rows would outweigh its wire bytes, and numbers its records from 0', () => {
    const record = (request: number, bytes: number) => ({ request, bytes });
    // Request 0: a plain body of 3 records of 500 bytes (1,800 bytes on the wire). Request 1: the same 3
    // records gzipped to 60 bytes. Request 2: no size known.
    const records = [record(0, 500), record(1, 500), record(0, 500), record(1, 500), record(2, 500), record(1, 500)];
    const { blobbed, indexes } = planPayloadBlobs(records, [1800, 60, 0]);
    expect(blobbed).toEqual([false, true, false]);
    expect(indexes).toEqual([null, 0, null, 1, null, 2]);
  });

  it('keeps a request at the bound as text, and blobs it one byte past', () => {
    const perRecord = 1000;
    const wire = ((perRecord + ROW_BYTES) * 4) / MAX_STORED_PER_WIRE_BYTE;
    const four = Array.from({ length: 4 }, () => ({ request: 0, bytes: perRecord }));
    expect(planPayloadBlobs(four, [wire]).blobbed).toEqual([false]);
    expect(planPayloadBlobs([...four.slice(1), { request: 0, bytes: perRecord + 1 }], [wire]).blobbed).toEqual([true]);
  });
});
