import { describe, expect, it } from 'vitest';
import { createTraceLog } from '../../../../src/main/collectors/createTraceLog';
import type { TraceFacts } from '../../../../src/shared/telemetry/raw/buildTraceEntry';

describe('createTraceLog (visitor-runtime §7, §9)', () => {
  it('flushes the entries every 30000 ms, their data as given (the worker writes it as JSON text)', () => {
    const sent: TraceFacts[][] = [];
    let tick: (() => void) | null = null;
    let interval = 0;
    const log = createTraceLog({
      pageUrl: () => 'https://example.com/',
      sendEntries: (e) => sent.push(e),
      setInterval: (run, ms) => ((tick = run), (interval = ms)),
    });
    expect(interval).toBe(30000);
    log.trace('cookie-consent', { accepted: true });
    tick!();
    tick!();
    expect(sent).toEqual([[{ pageUrl: 'https://example.com/', type: 'cookie-consent', data: { accepted: true } }]]);
  });

  it('flushes on demand (page hide)', () => {
    const sent: TraceFacts[][] = [];
    const log = createTraceLog({ pageUrl: () => '/', sendEntries: (e) => sent.push(e), setInterval: () => 0 });
    log.trace('x', null);
    log.flush();
    expect(sent[0]?.[0]?.data).toBeNull();
  });
});
