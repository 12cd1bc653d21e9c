import type { FormField, FormSuccess } from '../blocks/form';

// What the browser renders and the server validates against, for a form block or a newsletter block.
export interface FormDefinition {
  formId: string;
  kind: 'form' | 'newsletter';
  title: string;
  fields: FormField[];
  submitButtonText: string;
  success: FormSuccess;
  captcha: boolean;
  collectionId?: string;
  objectName?: string;
  isOverlayForm: boolean;
}
