import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';

// On page hide the records the worker has not acknowledged leave by navigator.sendBeacon, in slices
// small enough to share Chromium's 64 KB keepalive budget with the worker's fetches. Serialising here is
// the exception the issue allows: the page is going away. Returns how many records were queued.
export function sendBeaconSlices(
  records: TelemetryRecord[],
  url: string,
  maxBytes: number,
  send: (url: string, body: string) => boolean,
): number {
  let queued = 0;
  let slice: string[] = [];
  let bytes = 0;
  const sendSlice = () => {
    if (slice.length === 0) return true;
    const ok = send(url, '{"records":[' + slice.join(',') + ']}');
    if (ok) queued += slice.length;
    slice = [];
    bytes = 0;
    return ok;
  };
  for (const record of records) {
    const json = JSON.stringify(record);
    if (bytes + json.length > maxBytes && !sendSlice()) return queued;
    slice.push(json);
    bytes += json.length + 1;
  }
  sendSlice();
  return queued;
}
