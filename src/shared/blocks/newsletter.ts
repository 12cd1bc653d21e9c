import { z } from 'zod';
import { FormSuccess } from './form';
import { CONTENT_DEFAULT_WORDS } from '../words/contentDefaultWords';

// The newsletter block: a small form whose fields toFormDefinition derives, validated like any form.
export const NewsletterData = z.object({
  formId: z.string().min(1),
  title: z.string().optional(),
  description: z.string().optional(),
  showName: z.boolean().default(false),
  // None: the email field's label in the site's language (formWords.ts) is its placeholder too.
  emailPlaceholder: z.string().optional(),
  submitButtonText: z.string().min(1).default(CONTENT_DEFAULT_WORDS.en.newsletterSubmit),
  success: FormSuccess,
  captcha: z.boolean().default(false),
});
export type NewsletterData = z.infer<typeof NewsletterData>;
