import { z } from 'zod';
import { resolveSitePath } from '../navigation/resolveSitePath';
import { CONTENT_DEFAULT_WORDS } from '../words/contentDefaultWords';

// Spec media-and-reporting §3: the form field types and their properties; the id keys the field's value in
// the submission's `form` JSON (visitor-runtime §3).
const base = { id: z.string().min(1), label: z.string().default('') };
const described = { ...base, description: z.string().optional() };
const required = { required: z.boolean().default(false) };
const withPlaceholder = { ...described, ...required, placeholder: z.string().optional() };
const withOptions = { ...described, ...required, options: z.array(z.string().min(1)).min(1) };
const textareaMaxLength = z.union([z.number(), z.string(), z.null()]).optional();

export const FormField = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), ...withPlaceholder }),
  // Spec visitor-runtime §5: any maxLength is kept; readTextareaMaxLength judges it.
  z.object({ type: z.literal('textarea'), ...withPlaceholder, maxLength: textareaMaxLength }),
  z.object({ type: z.literal('email'), ...withPlaceholder }),
  z.object({ type: z.literal('currency'), ...described, ...required, currencySymbol: z.string().default('$') }),
  z.object({ type: z.literal('number'), ...withPlaceholder }),
  z.object({ type: z.literal('website'), ...withPlaceholder }),
  z.object({ type: z.literal('password'), ...described, ...required }),
  z.object({ type: z.literal('twitter'), ...described, ...required }),
  z.object({ type: z.literal('date'), ...described, ...required }),
  z.object({ type: z.literal('time'), ...described, ...required }),
  z.object({ type: z.literal('name'), ...described, ...required }),
  z.object({ type: z.literal('address'), ...described, ...required }),
  z.object({ type: z.literal('phone'), ...described, ...required, showCountryCode: z.boolean().default(false) }),
  z.object({ type: z.literal('section'), ...described, underline: z.boolean().default(false) }),
  z.object({ type: z.literal('radio'), ...withOptions }),
  z.object({ type: z.literal('checkbox'), ...withOptions }),
  z.object({ type: z.literal('select'), ...withOptions }),
  // Likert options are the statements; each is rated on the spec's -2..2 scale.
  z.object({ type: z.literal('likert'), ...withOptions }),
  // Hidden fields: `key` is also the query parameter that overrides `value` (spec visitor-runtime §5).
  z.object({ type: z.literal('hidden'), ...base, key: z.string().min(1), value: z.string().default('') }),
]);
export type FormField = z.infer<typeof FormField>;

// Spec visitor-runtime §4: after a successful submission, a redirect, or the text or HTML in the form's place.
export const FormSuccess = z
  .object({
    // Only a path of this site: a form must not send visitors to another origin or run a javascript: URL.
    redirectUrl: z
      .string()
      .refine((url) => resolveSitePath(url) !== null, 'expected a path on this site, such as /thanks')
      .optional(),
    message: z.string().optional(),
    html: z.string().optional(),
  })
  .default({ message: CONTENT_DEFAULT_WORDS.en.formSuccess });
export type FormSuccess = z.infer<typeof FormSuccess>;

export const FormBlockData = z
  .object({
    formId: z.string().min(1),
    title: z.string().optional(),
    description: z.string().optional(),
    fields: z.array(FormField).min(1),
    submitButtonText: z.string().min(1).default(CONTENT_DEFAULT_WORDS.en.formSubmit),
    success: FormSuccess,
    // Spec visitor-runtime §3: shown only when the site also has captchaSettings.siteKey.
    captcha: z.boolean().default(false),
    collectionId: z.string().optional(),
    objectName: z.string().optional(),
    isOverlayForm: z.boolean().default(false),
  })
  .superRefine((data, ctx) => {
    const seen = new Set<string>();
    data.fields.forEach((field, index) => {
      const message = `expected a unique field id, "${field.id}" is used twice`;
      if (seen.has(field.id)) ctx.addIssue({ code: 'custom', path: ['fields', index, 'id'], message });
      seen.add(field.id);
    });
  });
export type FormBlockData = z.infer<typeof FormBlockData>;
