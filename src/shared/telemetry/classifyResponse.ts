type ResponseVerdict = 'stored' | 'retry' | 'drop';

// A 4xx other than 429 will not get better by retrying, so the batch is dropped and counted.
export function classifyResponse(status: number | null): ResponseVerdict {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'stored';
  if (status === 429 || status >= 500) return 'retry';
  if (status >= 400) return 'drop';
  return 'retry';
}
