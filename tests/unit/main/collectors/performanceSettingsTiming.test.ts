import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPerformanceSettings } from '../../../../src/main/collectors/performance/fetchPerformanceSettings';
import { isMetricUpdateInTime } from '../../../../src/shared/telemetry/isMetricUpdateInTime';

// Spec media-and-reporting §7–§9: the settings request gives up after 30 s ('Metric settings request timeout'),
// and a metric update counts only up to 60 s after the load event.
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// A server that never answers: the request ends only when its signal aborts.
const silentFetch = ((_url: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  })) as unknown as typeof fetch;

describe('performance settings request', () => {
  it('is still waiting at 29.999 s and gives up at 30 s with the spec words, sending nothing', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: unknown = 'pending';
    void fetchPerformanceSettings(silentFetch, setTimeout).then((reply) => (answer = reply));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(answer).toBe('pending');
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBeNull();
    expect(warn).toHaveBeenCalledWith('Metric settings request timeout');
  });

  it('answers the settings a prompt server gives, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const body = { pageLoadId: 'load-1', rollout: { reporterEnabled: true, appEnabled: true } };
    const prompt = (async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch;
    const reply = await fetchPerformanceSettings(prompt, setTimeout);
    expect(reply).toMatchObject(body);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('metric updates after load', () => {
  it('counts an update up to 60 s after the load event and none later', () => {
    expect(isMetricUpdateInTime(1_000 + 60_000, 1_000)).toBe(true);
    expect(isMetricUpdateInTime(1_000 + 60_001, 1_000)).toBe(false);
    expect(isMetricUpdateInTime(1_000 + 5, 1_000)).toBe(true);
  });
});
