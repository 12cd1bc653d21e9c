import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import { MAX_BEACON_BYTES } from '../../shared/telemetry/pipelineLimits';
import { TELEMETRY_BATCH_PATH } from '../../shared/telemetry/telemetryPaths';

// On page hide the records the worker has not acknowledged leave by navigator.sendBeacon, in slices
// small enough to share Chromium's 64 KB keepalive budget with the worker's fetches. Serialising here is
// the exception the issue allows: the page is going away. Returns how many records were queued.
export function sendBeaconSlices(records: TelemetryRecord[], navigator: Navigator): number {
  let queued = 0;
  let slice: string[] = [];
  let bytes = 0;
  const sendSlice = () => {
    if (slice.length === 0) return true;
    const ok = navigator.sendBeacon(TELEMETRY_BATCH_PATH, '{"records":[' + slice.join(',') + ']}');
    if (ok) queued += slice.length;
    slice = [];
    bytes = 0;
    return ok;
  };
  for (const record of records) {
    const json = JSON.stringify(record);
    if (bytes + json.length > MAX_BEACON_BYTES && !sendSlice()) return queued;
    slice.push(json);
    bytes += json.length + 1;
  }
  sendSlice();
  return queued;
}
