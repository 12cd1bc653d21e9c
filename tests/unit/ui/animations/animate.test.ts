import { describe, expect, it } from 'vitest';
import { animate, type AnimationFrames } from '../../../../src/ui/animations/animate';

// A frame clock the test advances by hand.
function createFrames() {
  const queue = new Map<number, (time: number) => void>();
  let next = 1;
  const frames: AnimationFrames = {
    request: (callback) => {
      queue.set(next, callback);
      return next++;
    },
    cancel: (handle) => void queue.delete(handle),
  };
  const runFrame = (time: number) => {
    const callbacks = [...queue.values()];
    queue.clear();
    for (const callback of callbacks) callback(time);
  };
  return { frames, runFrame, pending: () => queue.size };
}

describe('animate (spec media-and-reporting §5: the animation helper)', () => {
  it('throws when the first parameter is not a function', () => {
    const { frames, pending } = createFrames();
    for (const step of [undefined, null, 300, 'step', {}])
      expect(() => animate(step as never, 300, frames)).toThrow(new TypeError('first parameter must be a function'));
    expect(pending()).toBe(0);
  });

  it('throws when the duration is not a finite number', () => {
    const { frames, pending } = createFrames();
    for (const duration of [Number.NaN, Infinity, -Infinity, '300', null])
      expect(() => animate(() => undefined, duration as never, frames)).toThrow(
        new TypeError('duration must be a finite number'),
      );
    expect(pending()).toBe(0);
  });

  it('runs 300 ms by default, from 0 to exactly 1', async () => {
    const { frames, runFrame } = createFrames();
    const steps: number[] = [];
    const running = animate((p) => steps.push(p), undefined, frames);
    runFrame(1000);
    runFrame(1150);
    runFrame(1299);
    expect(steps.at(-1)).toBeLessThan(1);
    runFrame(1300);
    await running.finished;
    expect(steps[0]).toBe(0);
    expect(steps[1]).toBeCloseTo(0.5);
    expect(steps.at(-1)).toBe(1);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('ends on the frame that reaches the duration though its float time reads a hair short: 1 comes once', async () => {
    const { frames, runFrame, pending } = createFrames();
    const steps: number[] = [];
    const running = animate((p) => steps.push(p), undefined, frames);
    // 60 Hz frames as Chromium times them: the 18th is 300 ms after the first, give or take a float's last bits.
    for (let frame = 0; frame <= 18; frame += 1) runFrame(8154.8 + (frame * 1000) / 60 - (frame === 18 ? 1e-9 : 0));
    expect(pending()).toBe(0);
    await running.finished;
    expect(steps).toHaveLength(19);
    expect(steps.filter((p) => p === 1)).toHaveLength(1);
    expect(steps.at(-1)).toBe(1);
  });

  it('follows the duration given, and stop() ends it early', async () => {
    const { frames, runFrame, pending } = createFrames();
    const steps: number[] = [];
    const running = animate((p) => steps.push(p), 1000, frames);
    runFrame(0);
    runFrame(300);
    expect(steps.at(-1)).toBeLessThan(0.5);
    running.stop();
    await running.finished;
    expect(pending()).toBe(0);
    runFrame(2000);
    expect(steps).toHaveLength(2);
  });

  it('jumps to the end at once for a duration of 0', async () => {
    const { frames, runFrame } = createFrames();
    const steps: number[] = [];
    const running = animate((p) => steps.push(p), 0, frames);
    runFrame(5);
    await running.finished;
    expect(steps).toEqual([1]);
  });
});
