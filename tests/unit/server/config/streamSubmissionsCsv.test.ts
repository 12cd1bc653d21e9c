import { describe, expect, it } from 'vitest';
import type { SubmissionView } from '../../../../src/shared/api/config/SubmissionsResponses';
import { streamSubmissionsCsv } from '../../../../src/server/routes/config/streamSubmissionsCsv';

async function csvOf(submissions: SubmissionView[]): Promise<string> {
  let text = '';
  for await (const piece of streamSubmissionsCsv(async function* () {
    yield* submissions;
  }))
    text += piece;
  return text;
}

describe('streamSubmissionsCsv', () => {
  it('writes one column per field in first-seen order and one row per submission', async () => {
    const csv = await csvOf([
      {
        id: 's2',
        formId: 'contact',
        receivedAt: Date.UTC(2024, 0, 2),
        pagePath: '/contact',
        pageTitle: 'Contact',
        values: { email: 'b@x.test', message: '=cmd' },
      },
      {
        id: 's1',
        formId: 'contact',
        receivedAt: Date.UTC(2024, 0, 1),
        pagePath: null,
        pageTitle: null,
        values: { name: { first: 'A', last: 'B' }, email: 'a@x.test', topics: ['x', 'y'] },
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'receivedAt,submissionId,formId,pagePath,email,message,name,topics',
      "2024-01-02T00:00:00.000Z,s2,contact,/contact,b@x.test,'=cmd,,",
      '2024-01-01T00:00:00.000Z,s1,contact,,a@x.test,,"{""first"":""A"",""last"":""B""}","x, y"',
      '',
    ]);
  });

  it('streams a large export in pieces of about 64 KB, every row once', async () => {
    const submissions = Array.from({ length: 5000 }, (_, i) => ({
      id: `s${i}`,
      formId: 'f',
      receivedAt: Date.UTC(2024, 0, 1) + i,
      pagePath: '/p',
      pageTitle: null,
      values: i === 4999 ? { message: 'x'.repeat(40), late: 'y' } : { message: 'x'.repeat(40) },
    }));
    const pieces: string[] = [];
    for await (const piece of streamSubmissionsCsv(async function* () {
      yield* submissions;
    }))
      pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces.slice(0, -1)) expect(piece.length).toBeLessThan(70 * 1024);
    const lines = pieces.join('').split('\r\n');
    // A field that only the last submission has still gets its column.
    expect(lines[0]).toBe('receivedAt,submissionId,formId,pagePath,message,late');
    expect(lines).toHaveLength(5002);
  });
});
