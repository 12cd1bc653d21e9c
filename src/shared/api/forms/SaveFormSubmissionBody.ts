import { z } from 'zod';
import { FORM_CONTENT_SOURCES } from '../../constants/formFields';

const text = (max: number) => z.string().max(max);

// Spec visitor-runtime §3 and §7: POST /api/form/SaveFormSubmission; the census fields and the idempotency
// id (a replayed submission counts once) are ours (docs/forms.md).
export const SaveFormSubmissionBody = z.object({
  key: text(200).min(1),
  formId: text(200).min(1),
  collectionId: text(200).optional(),
  objectName: text(200).optional(),
  isOverlayForm: z.boolean().default(false),
  submitButtonText: text(200),
  form: text(200_000),
  captchaKey: text(4000).optional(),
  pageTitle: text(500),
  pageId: text(200),
  contentSource: z.enum(FORM_CONTENT_SOURCES),
  pagePath: text(2000),
  pagePermissionTypeValue: z.int().min(0).max(10),
  idempotencyId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8 to 64 letters, digits, _ or -'),
  census: z
    .object({
      visitorCookie: text(500).optional(),
      clientTime: z.int().nonnegative(),
      referrer: text(2000).optional(),
      userAgent: text(1000).optional(),
    })
    .strict(),
});
export type SaveFormSubmissionBody = z.input<typeof SaveFormSubmissionBody>;
