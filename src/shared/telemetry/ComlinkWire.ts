// The part of Comlink's wire protocol (comlink 4.4, src/protocol.ts) that the facade's hand-over speaks
// itself (src/main/telemetry/createComlinkCall.ts): a call of an exposed method with plain arguments, and
// its reply. The worker side stays Comlink's expose(); only the delivery of the hand-over's replies differs
// (bundleCallReplies below).
import { createIntervalGate } from './createIntervalGate';

export const COMLINK_APPLY = 'APPLY';
export const COMLINK_RAW = 'RAW';

export interface ComlinkApplyMessage {
  id: string;
  type: typeof COMLINK_APPLY;
  path: string[];
  argumentList: Array<{ type: typeof COMLINK_RAW; value: unknown }>;
}

/** A reply: RAW with the method's result, or HANDLER ("throw") when the method threw or rejected. */
export interface ComlinkReply {
  id: string;
  type: string;
  value?: unknown;
}

export function isComlinkReply(data: unknown): data is ComlinkReply {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { id?: unknown }).id === 'string' &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

/** The id of a hand-rolled call: the method's name, a dot, a counter ("accept.1"). wrap()'s ids are hex without a dot. */
const callIdPrefix = (method: string): string => method + '.';
export const callId = (method: string, n: number): string => callIdPrefix(method) + n;

// Several replies in one message. Every message from the worker costs the page's main thread a task (at 4x
// CPU throttling 0.18 to 0.32 ms for the smallest reply, bench/probes/workerReply.mjs), and a page that
// makes records in every frame hands over, and was answered, 60 times a second.
export const CALL_REPLIES_TYPE = 'site-telemetry:call-replies';

export interface CallReplies {
  type: typeof CALL_REPLIES_TYPE;
  replies: ComlinkReply[];
}

export function isCallReplies(data: unknown): data is CallReplies {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as CallReplies).type === CALL_REPLIES_TYPE &&
    Array.isArray((data as CallReplies).replies)
  );
}

export interface BundleOptions<Transfer> {
  /** The worker's own postMessage. */
  post: (message: unknown, transfer?: Transfer[]) => void;
  /** Replies to these methods' hand-rolled calls are bundled; every other message goes at once. */
  methods: readonly string[];
  /** At most one bundle this often: the first reply after a quiet spell goes at once, later ones wait for the next. */
  intervalMs: number;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
}

// The postMessage of the endpoint the worker hands expose(): replies to the hand-rolled calls leave at most
// once per interval, the ones that came meanwhile together. A reply only tells the page its records are
// persisted, so it need not give up what it holds to the hide path (which sends what is not acknowledged
// again; the server stores a record once), and a late reply costs nothing else.
export function bundleCallReplies<Transfer>({
  post,
  methods,
  intervalMs,
  now,
  setTimer,
}: BundleOptions<Transfer>): (message: unknown, transfer?: Transfer[]) => void {
  const prefixes = methods.map(callIdPrefix);
  let held: ComlinkReply[] = [];
  const send = createIntervalGate(
    () => {
      const replies = held;
      held = [];
      post(replies.length === 1 ? replies[0] : ({ type: CALL_REPLIES_TYPE, replies } satisfies CallReplies));
    },
    intervalMs,
    now,
    setTimer,
  );
  return (message, transfer) => {
    if (transfer?.length || !isComlinkReply(message) || !prefixes.some((prefix) => message.id.startsWith(prefix)))
      return post(message, transfer);
    held.push(message);
    send();
  };
}
