import {
  callId,
  COMLINK_APPLY,
  COMLINK_RAW,
  isCallReplies,
  isComlinkReply,
  type ComlinkApplyMessage,
} from '../../shared/telemetry/ComlinkWire';

/** What Comlink's wrap() also takes: the worker, or a MessagePort. */
export interface ComlinkCallEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Calls the exposed method with one plain argument; `done` gets true with its result, false if it threw. */
export type ComlinkCall = (argument: unknown, done: (ok: boolean, result: unknown) => void) => void;

// The facade's hand-over runs in every task that makes a record, so it calls the worker's Comlink-exposed
// `accept` in Comlink's own wire format, without Comlink's generic proxy. wrap() makes per call a proxy
// trap, argument mapping over its transfer handlers, a Promise and a random id of four hex numbers: in a
// probe (Chromium, unthrottled, 300 tasks of 1000 records) that was a fifth of the facade's call, 0.08 of
// 0.37 ms (median). The worker side is unchanged: expose() dispatches the call and replies as to wrap().
// Ids carry the method's name and a counter ("accept.1"); wrap()'s own ids are hex without a dot, and each
// side ignores replies to ids it did not send. The worker's endpoint bundles the replies to these calls
// (bundleCallReplies), which wrap() would not understand; this side takes them one by one or in bundles.
export function createComlinkCall(endpoint: ComlinkCallEndpoint, method: string): ComlinkCall {
  const pending = new Map<string, (ok: boolean, result: unknown) => void>();
  const path = [method];
  let calls = 0;
  const answer = (reply: unknown) => {
    if (!isComlinkReply(reply)) return;
    const done = pending.get(reply.id);
    if (!done) return;
    pending.delete(reply.id);
    done(reply.type === COMLINK_RAW, reply.value);
  };
  endpoint.addEventListener('message', ({ data }) =>
    isCallReplies(data) ? data.replies.forEach(answer) : answer(data),
  );
  return (argument, done) => {
    const id = callId(method, ++calls);
    pending.set(id, done);
    const message: ComlinkApplyMessage = {
      id,
      type: COMLINK_APPLY,
      path,
      argumentList: [{ type: COMLINK_RAW, value: argument }],
    };
    endpoint.postMessage(message);
  };
}
