type ResponseVerdict = 'stored' | 'retry' | 'drop';

// 2xx means stored (delete the batch); network errors (status null), 5xx and 429 are retried
// with backoff; any other 4xx will not get better by retrying, so the batch is dropped and counted.
export function classifyResponse(status: number | null): ResponseVerdict {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'stored';
  if (status === 429 || status >= 500) return 'retry';
  if (status >= 400) return 'drop';
  return 'retry';
}
