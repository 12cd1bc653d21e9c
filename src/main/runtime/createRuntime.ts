// Spec visitor-runtime §4: the page runtime goes not initialised → initialised → destroyed, and may be
// initialised again. On the first ready every registered initialiser runs once and the
// 'initialised once' flag is set.
type RuntimeState = 'not-initialised' | 'initialised' | 'destroyed';

export interface Runtime {
  readonly state: RuntimeState;
  readonly initialisedOnce: boolean;
  registerInitialiser(initialiser: () => void): void;
  registerDestroyer(destroyer: () => void): void;
  initialise(): void;
  destroy(): void;
}

export function createRuntime(reportError: (error: unknown) => void): Runtime {
  let state: RuntimeState = 'not-initialised';
  const initialisers: Array<() => void> = [];
  const destroyers: Array<() => void> = [];
  const runAll = (fns: Array<() => void>) => {
    for (const fn of fns) {
      // One failing initialiser must not keep the others from running.
      try {
        fn();
      } catch (error) {
        reportError(error);
      }
    }
  };
  return {
    get state() {
      return state;
    },
    get initialisedOnce() {
      return state !== 'not-initialised';
    },
    registerInitialiser(initialiser) {
      initialisers.push(initialiser);
    },
    registerDestroyer(destroyer) {
      destroyers.push(destroyer);
    },
    initialise() {
      if (state === 'initialised') return;
      const first = state === 'not-initialised';
      state = 'initialised';
      if (first) runAll(initialisers);
    },
    destroy() {
      if (state !== 'initialised') return;
      state = 'destroyed';
      runAll(destroyers);
    },
  };
}
