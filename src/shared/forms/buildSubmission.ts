import type { FormDefinition } from './FormDefinition';
import type { FormValues } from './FieldValue';
import type { UnsentSubmission } from './runSubmission';
import { normalizePhoneValue } from './normalizePhoneValue';

interface SubmissionPage {
  pageId: string;
  pageTitle: string;
  pagePath: string;
  itemId: string | null;
  memberOnly: boolean;
}

interface SubmissionInput {
  definition: FormDefinition;
  values: FormValues;
  page: SubmissionPage;
  captchaKey: string | null;
  idempotencyId: string;
  now: number;
  census: { visitorCookie?: string; referrer?: string; userAgent?: string };
}

// Spec visitor-runtime §3 and §7: the SaveFormSubmission body without its key (each attempt gets a fresh one);
// phones get their country part (§5). docs/forms.md gives contentSource and pagePermissionTypeValue.
export function buildSubmission({
  definition,
  values,
  page,
  captchaKey,
  idempotencyId,
  now,
  census,
}: SubmissionInput): UnsentSubmission {
  const form: FormValues = {};
  for (const field of definition.fields) {
    const value = values[field.id];
    if (field.type === 'section' || value === undefined) continue;
    form[field.id] = field.type === 'phone' && Array.isArray(value) ? normalizePhoneValue(value) : value;
  }
  return {
    formId: definition.formId,
    ...(definition.collectionId ? { collectionId: definition.collectionId } : {}),
    ...(definition.objectName ? { objectName: definition.objectName } : {}),
    isOverlayForm: definition.isOverlayForm,
    submitButtonText: definition.submitButtonText,
    form: JSON.stringify(form),
    ...(captchaKey ? { captchaKey } : {}),
    pageTitle: page.pageTitle,
    pageId: page.pageId,
    contentSource: page.itemId ? 'i' : 'c',
    pagePath: page.pagePath,
    pagePermissionTypeValue: page.memberOnly ? 1 : 0,
    idempotencyId,
    census: { ...census, clientTime: now },
  };
}
