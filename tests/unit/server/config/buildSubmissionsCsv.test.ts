import { describe, expect, it } from 'vitest';
import { buildSubmissionsCsv } from '../../../../src/server/routes/config/buildSubmissionsCsv';

describe('buildSubmissionsCsv', () => {
  it('writes one column per field in first-seen order and one row per submission', () => {
    const csv = buildSubmissionsCsv([
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
});
