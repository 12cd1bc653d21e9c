import { MAX_STORED_PER_WIRE_BYTE } from '../storedBytesBudget';

/** One record to store: its request's index in the group, the UTF-8 bytes of its payload's text and its row's
 * estimate without them (estimateRowBytes, storedBytesBudget.ts). */
export interface PayloadSize {
  request: number;
  bytes: number;
  row: number;
}

/**
 * Which requests store their payloads in a blob, and each record's place in its request's blob (null: its
 * payload is stored as text). A request does when its records would otherwise take more than
 * MAX_STORED_PER_WIRE_BYTE times its bytes on the wire: a gzip body that repeats long values packs far more
 * than real traffic. So what is stored follows the wire bytes; a plain body, whose payloads are part of it,
 * never does, and the rows of the common request stay as they were (cheap to write, readable in SQL). A
 * request of no known size (`wireBytes` 0: tools, tests of the store) is stored as text.
 */
export function planPayloadBlobs(
  records: readonly PayloadSize[],
  wireBytes: readonly number[],
): { blobbed: boolean[]; indexes: Array<number | null> } {
  const estimate = new Array<number>(wireBytes.length).fill(0);
  for (const record of records) estimate[record.request]! += record.bytes + record.row;
  const blobbed = wireBytes.map((wire, request) => wire > 0 && estimate[request]! > MAX_STORED_PER_WIRE_BYTE * wire);
  const next = new Array<number>(wireBytes.length).fill(0);
  const indexes = records.map((record) => (blobbed[record.request] ? next[record.request]!++ : null));
  return { blobbed, indexes };
}
