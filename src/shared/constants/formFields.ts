// Spec media-and-reporting §3: form field types and the properties the builder can set on each.
export const FORM_FIELD_PROPERTIES = {
  text: ['description', 'placeholder', 'required'],
  textarea: ['description', 'placeholder', 'required'],
  email: ['description', 'placeholder', 'required'],
  currency: ['description', 'currencySymbol', 'required'],
  number: ['description', 'placeholder', 'required'],
  website: ['description', 'placeholder', 'required'],
  password: ['description', 'required'],
  twitter: ['description', 'required'],
  date: ['description', 'required'],
  time: ['description', 'required'],
  name: ['description', 'required'],
  address: ['description', 'required'],
  phone: ['description', 'showCountryCode', 'required'],
  section: ['description', 'underline'],
  radio: ['description', 'options', 'required'],
  checkbox: ['description', 'options', 'required'],
  select: ['description', 'options', 'required'],
  likert: ['description', 'options', 'required'],
  hidden: ['key', 'value'],
} as const;

export type FormFieldType = keyof typeof FORM_FIELD_PROPERTIES;
export const FORM_FIELD_TYPES = Object.keys(FORM_FIELD_PROPERTIES) as FormFieldType[];

// Spec media-and-reporting §3: a textarea also takes maxLength, but only when a form-handler feature is on.
export const TEXTAREA_FEATURE_PROPERTIES = ['maxLength'] as const;

// Spec visitor-runtime §3: single-value field types (validated and summarised as one value).
export const SINGLE_VALUE_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'currency',
  'number',
  'website',
  'password',
] as const;

// Spec visitor-runtime §3 and §5: sections are skipped in validation and summaries.
export const FIELD_TYPES_SKIPPED_IN_VALIDATION = ['section'] as const;

// Spec visitor-runtime §3: the likert scale, -2 to 2.
export const LIKERT_SCALE = [
  { value: -2, label: 'Strongly Disagree' },
  { value: -1, label: 'Disagree' },
  { value: 0, label: 'Neutral' },
  { value: 1, label: 'Agree' },
  { value: 2, label: 'Strongly Agree' },
] as const;
export type LikertValue = (typeof LIKERT_SCALE)[number]['value'];

// Spec media-and-reporting §3: form builder fieldset numbers.
export const FormBuilderFieldset = {
  BUILD: 1,
  STORAGE: 2,
  ADVANCED: 3,
  CAPTCHA: 4,
  DISCLAIMER: 5,
} as const;

// Spec visitor-runtime §3 and §7: fields of a form submission.
export const FORM_SUBMISSION_FIELDS = [
  'key',
  'formId',
  'collectionId',
  'objectName',
  'isOverlayForm',
  'submitButtonText',
  'form',
  'captchaKey',
] as const;
export const FORM_SUBMISSION_PAGE_FIELDS = [
  'pageTitle',
  'pageId',
  'contentSource',
  'pagePath',
  'pagePermissionTypeValue',
] as const;
// Spec visitor-runtime §3: contentSource is i or c.
export const FORM_CONTENT_SOURCES = ['i', 'c'] as const;
