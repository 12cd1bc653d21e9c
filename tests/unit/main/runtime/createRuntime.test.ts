import { describe, expect, it, vi } from 'vitest';
import { createRuntime } from '../../../../src/main/runtime/createRuntime';
import { guardSecondRun } from '../../../../src/main/runtime/guardSecondRun';

describe('runtime lifecycle (spec visitor-runtime §4)', () => {
  it('goes not initialised → initialised → destroyed → initialised again', () => {
    const runtime = createRuntime(() => undefined);
    expect(runtime.state).toBe('not-initialised');
    runtime.initialise();
    expect(runtime.state).toBe('initialised');
    runtime.destroy();
    expect(runtime.state).toBe('destroyed');
    runtime.initialise();
    expect(runtime.state).toBe('initialised');
  });

  it('runs every initialiser on the first ready only, and sets the initialised-once flag', () => {
    const runtime = createRuntime(() => undefined);
    const first = vi.fn();
    const second = vi.fn();
    runtime.registerInitialiser(first);
    runtime.registerInitialiser(second);
    expect(runtime.initialisedOnce).toBe(false);
    runtime.initialise();
    runtime.destroy();
    runtime.initialise();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(runtime.initialisedOnce).toBe(true);
  });

  it('keeps running initialisers after one throws, and reports the error', () => {
    const errors: unknown[] = [];
    const runtime = createRuntime((error) => errors.push(error));
    const after = vi.fn();
    runtime.registerInitialiser(() => {
      throw new Error('boom');
    });
    runtime.registerInitialiser(after);
    runtime.initialise();
    expect(after).toHaveBeenCalledOnce();
    expect(errors).toHaveLength(1);
  });

  it('runs destroyers when destroyed, not when never initialised', () => {
    const runtime = createRuntime(() => undefined);
    const destroyer = vi.fn();
    runtime.registerDestroyer(destroyer);
    runtime.destroy();
    expect(destroyer).not.toHaveBeenCalled();
    runtime.initialise();
    runtime.destroy();
    expect(destroyer).toHaveBeenCalledOnce();
  });
});

describe('second run (spec visitor-runtime §8)', () => {
  it("logs 'Detected second run, this is bad.' and refuses to run again", () => {
    const scope: Record<PropertyKey, unknown> = {};
    const log = { error: vi.fn() };
    expect(guardSecondRun(scope, log)).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
    expect(guardSecondRun(scope, log)).toBe(false);
    expect(log.error).toHaveBeenCalledWith('Detected second run, this is bad.');
  });
});
