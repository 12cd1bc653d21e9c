import { RUNTIME_MESSAGES } from '../../shared/messages/runtimeMessages';

const BOOTED = Symbol.for('site-runtime.booted');

// Spec visitor-runtime §8: a second run logs 'Detected second run, this is bad.' and nothing else runs.
export function guardSecondRun(scope: Record<PropertyKey, unknown>, log: Pick<Console, 'error'>): boolean {
  if (scope[BOOTED]) {
    log.error(RUNTIME_MESSAGES.secondRun);
    return false;
  }
  scope[BOOTED] = true;
  return true;
}
