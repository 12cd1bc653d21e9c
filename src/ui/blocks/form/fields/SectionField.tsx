import type { FormField } from '../../../../shared/blocks/form';

// A section only structures the form: a heading, a description and an optional underline; no value.
export function SectionField({ field, inputId }: { field: Extract<FormField, { type: 'section' }>; inputId: string }) {
  return (
    <div
      className={`form-section${field.underline ? ' form-section-underline' : ''}`}
      id={`${inputId}-field`}
      data-field-id={field.id}
    >
      {field.label ? <h3 className="form-section-title">{field.label}</h3> : null}
      {field.description ? <p className="form-description">{field.description}</p> : null}
    </div>
  );
}
