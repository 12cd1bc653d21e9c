import { describe, expect, it } from 'vitest';
import { openTestStorage } from '../../../postgres/openTestStorage';
import { FormSubmissionRepository } from '../../../../src/server/storage/forms/FormSubmissionRepository';

const row = (id: string, receivedAt: number) => ({
  id,
  form_id: 'contact',
  form_kind: 'form',
  values_json: '{}',
  page_json: '{}',
  census_json: '{}',
  visitor: '10.0.0.1',
  submitted_at: receivedAt,
  received_at: receivedAt,
});

async function collect(rows: AsyncIterable<{ id: string }>): Promise<string[]> {
  const ids: string[] = [];
  for await (const r of rows) ids.push(r.id);
  return ids;
}

describe('FormSubmissionRepository.list', () => {
  it('pages through every row once, oldest or newest first, up to a time, ties broken by id', async () => {
    const db = await openTestStorage();
    const repository = new FormSubmissionRepository(db);
    // Seven rows, three received in the same millisecond, read two at a time.
    for (const [id, at] of [
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 2],
      ['e', 3],
      ['f', 4],
      ['g', 5],
    ] as const)
      await repository.storeOnce(row(id, at));
    expect(await collect(repository.list({}, { pageSize: 2 }))).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(await collect(repository.list({}, { pageSize: 2, newestFirst: true }))).toEqual([
      'g',
      'f',
      'e',
      'd',
      'c',
      'b',
      'a',
    ]);
    expect(await collect(repository.list({ receivedUpTo: 3 }, { pageSize: 2, newestFirst: true }))).toEqual([
      'e',
      'd',
      'c',
      'b',
      'a',
    ]);
    await db.destroy();
  });
});
