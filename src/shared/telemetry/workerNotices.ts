// Messages the telemetry worker posts to its page outside Comlink (Comlink ignores messages without its
// id): what the page must show, such as the spec's warnings, which only the page's console may carry.
export const WORKER_NOTICE_TYPE = 'site-telemetry:warning';

export interface WorkerNotice {
  type: typeof WORKER_NOTICE_TYPE;
  text: string;
}

export function isWorkerNotice(data: unknown): data is WorkerNotice {
  return typeof data === 'object' && data !== null && (data as WorkerNotice).type === WORKER_NOTICE_TYPE && typeof (data as WorkerNotice).text === 'string';
}
