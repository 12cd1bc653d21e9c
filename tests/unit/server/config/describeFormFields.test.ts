import { describe, expect, it } from 'vitest';
import type { SubmissionView } from '../../../../src/shared/api/config/SubmissionsResponses';
import type { FormDefinition } from '../../../../src/shared/forms/FormDefinition';
import { describeFormFields } from '../../../../src/server/routes/config/describeFormFields';

const submission = (values: Record<string, unknown>): SubmissionView => ({
  id: 's',
  formId: 'contact',
  receivedAt: 0,
  pagePath: '/',
  pageTitle: null,
  values,
});

describe('describeFormFields', () => {
  it("labels the form's fields in form order, leaves sections out, and keeps fields the form no longer has", () => {
    const definition = {
      fields: [
        { type: 'section', id: 'about', label: 'About you', underline: false },
        { type: 'name', id: 'name-1', label: 'Your name', required: true },
        { type: 'password', id: 'pw', label: '  ', required: false },
      ],
    } as unknown as FormDefinition;
    expect(describeFormFields(definition, [submission({ pw: 'x', 'old-field': 'y', 'name-1': ['A', 'B'] })])).toEqual([
      { id: 'name-1', label: 'Your name', type: 'name' },
      { id: 'pw', label: 'pw', type: 'password' },
      { id: 'old-field', label: 'old-field', type: undefined },
    ]);
  });

  it('labels every field by its id when the form is gone from the site', () => {
    expect(describeFormFields(null, [submission({ b: '1' }), submission({ a: '2', b: '3' })])).toEqual([
      { id: 'b', label: 'b', type: undefined },
      { id: 'a', label: 'a', type: undefined },
    ]);
  });
});
