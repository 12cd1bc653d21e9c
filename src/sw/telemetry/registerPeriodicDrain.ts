// Periodic background sync: the browser wakes the service worker now and then, even with no page open, to
// send what earlier pages left persisted. Chromium grants it only to sites installed as apps.
export const PERIODIC_DRAIN_TAG = 'site-runtime-telemetry-periodic-drain';
// The browser decides the real interval from site engagement; this is the least we ask for.
const PERIODIC_DRAIN_MIN_INTERVAL_MS = 12 * 60 * 60 * 1000;

interface PeriodicSyncManagerLike {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  getTags(): Promise<string[]>;
}

type PeriodicDrainRegistration = 'registered' | 'already-registered' | 'not-permitted' | 'unsupported';

export async function registerPeriodicDrain(
  registration: { periodicSync?: PeriodicSyncManagerLike },
  permissions: { query(descriptor: { name: string }): Promise<{ state: string }> } | undefined,
): Promise<PeriodicDrainRegistration> {
  const periodicSync = registration.periodicSync;
  if (!periodicSync || !permissions) return 'unsupported';
  const state = await permissions.query({ name: 'periodic-background-sync' }).then(
    (status) => status.state,
    () => 'denied',
  );
  if (state !== 'granted') return 'not-permitted';
  if ((await periodicSync.getTags()).includes(PERIODIC_DRAIN_TAG)) return 'already-registered';
  await periodicSync.register(PERIODIC_DRAIN_TAG, { minInterval: PERIODIC_DRAIN_MIN_INTERVAL_MS });
  return 'registered';
}
