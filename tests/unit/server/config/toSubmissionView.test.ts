import { describe, expect, it } from 'vitest';
import { toSubmissionView } from '../../../../src/server/routes/config/toSubmissionView';

const row = {
  id: 'sub-1',
  form_id: 'contact',
  form_kind: 'form',
  values_json: '{"email":"a@example.com"}',
  page_json: '{"pagePath":"/contact","pageTitle":"Contact"}',
  census_json: '{}',
  visitor: '127.0.0.1',
  submitted_at: 1,
  received_at: 2,
};

describe('toSubmissionView', () => {
  it('reads the stored values and page fields', () => {
    expect(toSubmissionView(row)).toEqual({
      id: 'sub-1',
      formId: 'contact',
      receivedAt: 2,
      pagePath: '/contact',
      pageTitle: 'Contact',
      values: { email: 'a@example.com' },
    });
  });

  it('shows a row with unreadable JSON as empty instead of failing the list', () => {
    expect(toSubmissionView({ ...row, values_json: 'not json', page_json: '[1]' })).toMatchObject({
      values: {},
      pagePath: null,
      pageTitle: null,
    });
  });
});
