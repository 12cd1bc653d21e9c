import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FormBlockData } from '../../../../src/shared/blocks/form';
import { FORM_FIELD_TYPES } from '../../../../src/shared/constants/formFields';
import { findFormDefinition } from '../../../../src/shared/forms/findFormDefinition';
import { summarizeSubmission } from '../../../../src/shared/forms/summarizeSubmission';
import { buildSubmission } from '../../../../src/shared/forms/buildSubmission';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('form definitions in the site data', () => {
  it('the demo contact page and the fixture use every field type of the spec', async () => {
    for (const file of ['sites/fixtures/forms/site.json', 'sites/demo/site.json']) {
      const site = await loadSiteFile(path.join(root, file));
      const contact = findFormDefinition(site, 'contact');
      expect(contact, file).not.toBeNull();
      expect(new Set(contact!.fields.map((f) => f.type)), file).toEqual(new Set(FORM_FIELD_TYPES));
    }
  });

  it('finds forms and newsletters by formId across pages, null for an unknown one', async () => {
    const site = await loadSiteFile(path.join(root, 'sites/fixtures/forms/site.json'));
    expect(findFormDefinition(site, 'newsletter')).toMatchObject({
      kind: 'newsletter',
      submitButtonText: 'Sign Up',
      fields: [{ type: 'email', id: 'email', required: true }],
    });
    expect(findFormDefinition(site, 'simple')?.kind).toBe('form');
    expect(findFormDefinition(site, 'nope')).toBeNull();
  });

  it('refuses duplicate field ids and unknown field types', () => {
    const duplicate = FormBlockData.safeParse({
      formId: 'f',
      fields: [
        { type: 'text', id: 'a' },
        { type: 'email', id: 'a' },
      ],
    });
    expect(duplicate.success).toBe(false);
    expect(duplicate.error?.issues[0]?.path).toEqual(['fields', 1, 'id']);
    expect(FormBlockData.safeParse({ formId: 'f', fields: [{ type: 'signature', id: 'a' }] }).success).toBe(false);
  });
});

describe('summarizeSubmission (spec §3 and §8)', () => {
  it('skips sections and shows N/A for empty values', () => {
    const data = FormBlockData.parse({
      formId: 'f',
      fields: [
        { type: 'section', id: 's', label: 'Part 1' },
        { type: 'text', id: 't', label: 'Text' },
        { type: 'phone', id: 'p', label: 'Phone' },
        { type: 'checkbox', id: 'c', label: 'Checks', options: ['A', 'B'] },
        { type: 'likert', id: 'l', label: 'Likert', options: ['S'] },
        { type: 'address', id: 'a', label: 'Address' },
      ],
    });
    expect(
      summarizeSubmission(data.fields, {
        t: '  ',
        p: ['', '555', '123', '4567'],
        c: [],
        l: { S: '-1' },
        a: ['1 Way', '', 'Town', '', '04101', 'United States'],
      }),
    ).toEqual([
      { label: 'Text', text: 'N/A' },
      { label: 'Phone', text: '555-123-4567' },
      { label: 'Checks', text: 'N/A' },
      { label: 'Likert', text: 'S: -1' },
      { label: 'Address', text: '1 Way, Town, 04101, United States' },
    ]);
  });
});

describe('buildSubmission (spec §3 and §7)', () => {
  it('carries the spec fields, form as JSON by field id without sections, phones with their country part', async () => {
    const site = await loadSiteFile(path.join(root, 'sites/fixtures/forms/site.json'));
    const definition = findFormDefinition(site, 'contact')!;
    const body = buildSubmission({
      definition,
      values: { 'about-you': 'x', phone: ['555', '123', '4567'], email: 'a@b.co' },
      page: { pageId: 'contact', pageTitle: 'Contact', pagePath: '/contact', itemId: null, memberOnly: false },
      captchaKey: null,
      idempotencyId: 'id-12345678',
      now: 42,
      census: { visitorCookie: 'v' },
    });
    expect(body).toEqual({
      formId: 'contact',
      isOverlayForm: false,
      submitButtonText: 'Send',
      form: JSON.stringify({ email: 'a@b.co', phone: ['', '555', '123', '4567'] }),
      pageTitle: 'Contact',
      pageId: 'contact',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 0,
      idempotencyId: 'id-12345678',
      census: { visitorCookie: 'v', clientTime: 42 },
    });
  });
});
