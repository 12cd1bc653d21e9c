import { describe, it, expect } from 'vitest';
import {
  FIELD_TYPES_SKIPPED_IN_VALIDATION,
  FORM_CONTENT_SOURCES,
  FORM_FIELD_PROPERTIES,
  FORM_FIELD_TYPES,
  FORM_SUBMISSION_FIELDS,
  FORM_SUBMISSION_PAGE_FIELDS,
  FormBuilderFieldset,
  LIKERT_SCALE,
  SINGLE_VALUE_FIELD_TYPES,
  TEXTAREA_FEATURE_PROPERTIES,
} from '../../../../src/shared/constants/formFields';

describe('form field types (spec media-and-reporting §3, visitor-runtime §3)', () => {
  it('has every field type with its settable properties', () => {
    expect(FORM_FIELD_PROPERTIES).toEqual({
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
    });
    expect(FORM_FIELD_TYPES).toHaveLength(19);
    expect(TEXTAREA_FEATURE_PROPERTIES).toEqual(['maxLength']);
  });

  it('covers every field type the visitor runtime names', () => {
    const visitorTypes = [
      'date',
      'name',
      'time',
      'address',
      'phone',
      'radio',
      'checkbox',
      'select',
      'likert',
      'hidden',
      'section',
    ];
    for (const type of [...visitorTypes, ...SINGLE_VALUE_FIELD_TYPES]) expect(FORM_FIELD_TYPES).toContain(type);
    expect(SINGLE_VALUE_FIELD_TYPES).toEqual([
      'text',
      'textarea',
      'email',
      'currency',
      'number',
      'website',
      'password',
    ]);
    expect(FIELD_TYPES_SKIPPED_IN_VALIDATION).toEqual(['section']);
  });

  it('has the likert scale -2..2 with its labels', () => {
    expect(LIKERT_SCALE).toEqual([
      { value: -2, label: 'Strongly Disagree' },
      { value: -1, label: 'Disagree' },
      { value: 0, label: 'Neutral' },
      { value: 1, label: 'Agree' },
      { value: 2, label: 'Strongly Agree' },
    ]);
  });

  it('has the form builder fieldsets', () => {
    expect(FormBuilderFieldset).toEqual({ BUILD: 1, STORAGE: 2, ADVANCED: 3, CAPTCHA: 4, DISCLAIMER: 5 });
  });

  it('has the submission fields', () => {
    expect(FORM_SUBMISSION_FIELDS).toEqual([
      'key',
      'formId',
      'collectionId',
      'objectName',
      'isOverlayForm',
      'submitButtonText',
      'form',
      'captchaKey',
    ]);
    expect(FORM_SUBMISSION_PAGE_FIELDS).toEqual([
      'pageTitle',
      'pageId',
      'contentSource',
      'pagePath',
      'pagePermissionTypeValue',
    ]);
    expect(FORM_CONTENT_SOURCES).toEqual(['i', 'c']);
  });
});
