import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FormBlockData, FormField } from '../../../../src/shared/blocks/form';
import { findFormDefinition } from '../../../../src/shared/forms/findFormDefinition';
import { buildSubmission } from '../../../../src/shared/forms/buildSubmission';
import { loadSiteFile } from '../../../../src/server/site/loadSiteFile';

const root = path.resolve(import.meta.dirname, '../../../..');
const FORM_FIELD_TYPES = FormField.options.map((option) => option.shape.type.value);

describe('form definitions in the site data', () => {
  it('the demo contact page and the fixture use every field type of the spec', async () => {
    for (const file of ['sites/fixtures/forms/site.json', 'sites/showcase/site.json']) {
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

  it('accepts a success redirect only to a path of this site', () => {
    const withRedirect = (redirectUrl: string) =>
      FormBlockData.safeParse({ formId: 'f', fields: [{ type: 'text', id: 'a' }], success: { redirectUrl } });
    expect(withRedirect('/thanks?from=form').success).toBe(true);
    for (const bad of ['https://evil.example/', '//evil.example', '/.//evil.example', 'javascript:alert(1)']) {
      const parsed = withRedirect(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['success', 'redirectUrl']);
    }
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
