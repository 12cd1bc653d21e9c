import { describe, expect, it } from 'vitest';
import {
  bundleCallReplies,
  CALL_REPLIES_TYPE,
  callId,
  isCallReplies,
} from '../../../../src/shared/telemetry/ComlinkWire';
import { createManualClock } from '../../worker/telemetry/manualClock';

function setUp(intervalMs = 100) {
  const clock = createManualClock(1000);
  const posted: unknown[] = [];
  const post = bundleCallReplies({
    post: (message) => posted.push(message),
    methods: ['accept'],
    intervalMs,
    now: clock.now,
    setTimer: clock.setTimer,
  });
  return { clock, posted, post };
}
const reply = (n: number, value: unknown = n) => ({ id: callId('accept', n), type: 'RAW', value });

describe('bundleCallReplies', () => {
  it('sends the first reply after a quiet spell at once, as Comlink would', () => {
    const { posted, post } = setUp();
    post(reply(1), []);
    expect(posted).toEqual([reply(1)]);
  });

  it('holds the replies that come within the interval and sends them in one message when it ends', async () => {
    const { clock, posted, post } = setUp();
    post(reply(1), []);
    await clock.advance(16);
    post(reply(2), []);
    await clock.advance(16);
    post({ id: callId('accept', 3), type: 'HANDLER', value: { isError: true, value: { message: 'no room' } } }, []);
    await clock.advance(67);
    expect(posted).toHaveLength(1);
    await clock.advance(1);
    expect(posted).toHaveLength(2);
    const bundle = posted[1];
    expect(isCallReplies(bundle)).toBe(true);
    expect(bundle).toEqual({
      type: CALL_REPLIES_TYPE,
      replies: [reply(2), { id: 'accept.3', type: 'HANDLER', value: { isError: true, value: { message: 'no room' } } }],
    });
  });

  it('a lone reply after its wait goes unbundled, and the interval counts from the last message sent', async () => {
    const { clock, posted, post } = setUp();
    post(reply(1), []);
    await clock.advance(50);
    post(reply(2), []);
    await clock.advance(50);
    expect(posted).toEqual([reply(1), reply(2)]);
    await clock.advance(100);
    post(reply(3), []);
    expect(posted).toEqual([reply(1), reply(2), reply(3)]);
  });

  it("passes every other message at once: wrap()'s replies, notices, other methods' calls, transfers", async () => {
    const { clock, posted, post } = setUp();
    post(reply(1), []);
    post(reply(2), []);
    const others = [
      { id: '1f-2a-3b-4c', type: 'RAW', value: undefined },
      { type: 'site-telemetry:warning', text: 'a notice' },
      { id: callId('acceptAll', 1), type: 'RAW', value: 0 },
      { id: 'flush.1', type: 'RAW', value: 0 },
    ];
    for (const message of others) post(message, []);
    const port = new MessageChannel().port1;
    post(reply(3), [port]);
    port.close();
    expect(posted).toEqual([reply(1), ...others, reply(3)]);
    await clock.advance(100);
    expect(posted.at(-1)).toEqual(reply(2));
  });
});
