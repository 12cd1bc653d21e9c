import type { FormBlockData } from '../blocks/form';
import type { NewsletterData } from '../blocks/newsletter';
import type { FormDefinition } from './FormDefinition';

const NEWSLETTER_FIELD_IDS = { email: 'email', name: 'name' } as const;

/** The newsletter's derived fields' labels: the site's words where a page shows them, English elsewhere. */
export interface NewsletterLabels {
  newsletterName: string;
  newsletterEmail: string;
}
const ENGLISH_LABELS: NewsletterLabels = { newsletterName: 'Name', newsletterEmail: 'Email Address' };

// A newsletter's fields are derived: a required email, after a name when showName is on.
export function toFormDefinition(
  block: { type: 'form'; data: FormBlockData } | { type: 'newsletter'; data: NewsletterData },
  labels: NewsletterLabels = ENGLISH_LABELS,
): FormDefinition {
  const { formId, title, submitButtonText, success, captcha } = block.data;
  const common = { formId, title: title ?? formId, submitButtonText, success, captcha };
  if (block.type === 'form') {
    const { fields, collectionId, objectName, isOverlayForm } = block.data;
    return { ...common, kind: 'form', fields, collectionId, objectName, isOverlayForm };
  }
  const name = { type: 'name' as const, id: NEWSLETTER_FIELD_IDS.name, label: labels.newsletterName, required: false };
  const email = {
    type: 'email' as const,
    id: NEWSLETTER_FIELD_IDS.email,
    label: labels.newsletterEmail,
    required: true,
    placeholder: block.data.emailPlaceholder ?? labels.newsletterEmail,
  };
  return { ...common, kind: 'newsletter', fields: block.data.showName ? [name, email] : [email], isOverlayForm: false };
}
