// The rollout flags GET /api/1/performance/settings answers (media-and-reporting §4, §7), from the
// server's environment:
//   PERFORMANCE_REPORTER_ENABLED  the reporter as a whole (default on)
//   PERFORMANCE_APP_ENABLED       this app's records (default on)
// "0", "false", "off" and "no" switch a flag off; anything else, or unset, leaves it on.
export interface PerformanceRollout {
  reporterEnabled: boolean;
  appEnabled: boolean;
}

const OFF = new Set(['0', 'false', 'off', 'no']);
const flag = (value: string | undefined) => value === undefined || !OFF.has(value.trim().toLowerCase());

export function readPerformanceRollout(env: Record<string, string | undefined>): PerformanceRollout {
  return { reporterEnabled: flag(env.PERFORMANCE_REPORTER_ENABLED), appEnabled: flag(env.PERFORMANCE_APP_ENABLED) };
}
