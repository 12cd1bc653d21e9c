import type { FormBlockData } from '../blocks/form';
import type { NewsletterData } from '../blocks/newsletter';
import type { FormDefinition } from './FormDefinition';

const NEWSLETTER_FIELD_IDS = { email: 'email', name: 'name' } as const;

// A form block's definition is its data; a newsletter's fields are derived: a required email and, when
// showName is on, a name. The same derivation runs in the browser and on the server.
export function toFormDefinition(
  block: { type: 'form'; data: FormBlockData } | { type: 'newsletter'; data: NewsletterData },
): FormDefinition {
  if (block.type === 'form') {
    const { data } = block;
    return {
      formId: data.formId,
      kind: 'form',
      title: data.title ?? data.formId,
      fields: data.fields,
      submitButtonText: data.submitButtonText,
      success: data.success,
      captcha: data.captcha,
      collectionId: data.collectionId,
      objectName: data.objectName,
      isOverlayForm: data.isOverlayForm,
    };
  }
  const { data } = block;
  return {
    formId: data.formId,
    kind: 'newsletter',
    title: data.title ?? data.formId,
    fields: [
      ...(data.showName
        ? [{ type: 'name' as const, id: NEWSLETTER_FIELD_IDS.name, label: 'Name', required: false }]
        : []),
      {
        type: 'email' as const,
        id: NEWSLETTER_FIELD_IDS.email,
        label: 'Email Address',
        required: true,
        placeholder: data.emailPlaceholder,
      },
    ],
    submitButtonText: data.submitButtonText,
    success: data.success,
    captcha: data.captcha,
    isOverlayForm: false,
  };
}
