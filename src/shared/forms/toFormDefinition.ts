import type { FormBlockData } from '../blocks/form';
import type { NewsletterData } from '../blocks/newsletter';
import type { FormDefinition } from './FormDefinition';

const NEWSLETTER_FIELD_IDS = { email: 'email', name: 'name' } as const;

// A newsletter's fields are derived: a required email, after a name when showName is on.
export function toFormDefinition(
  block: { type: 'form'; data: FormBlockData } | { type: 'newsletter'; data: NewsletterData },
): FormDefinition {
  const { formId, title, submitButtonText, success, captcha } = block.data;
  const common = { formId, title: title ?? formId, submitButtonText, success, captcha };
  if (block.type === 'form') {
    const { fields, collectionId, objectName, isOverlayForm } = block.data;
    return { ...common, kind: 'form', fields, collectionId, objectName, isOverlayForm };
  }
  const name = { type: 'name' as const, id: NEWSLETTER_FIELD_IDS.name, label: 'Name', required: false };
  const email = {
    type: 'email' as const,
    id: NEWSLETTER_FIELD_IDS.email,
    label: 'Email Address',
    required: true,
    placeholder: block.data.emailPlaceholder,
  };
  return { ...common, kind: 'newsletter', fields: block.data.showName ? [name, email] : [email], isOverlayForm: false };
}
