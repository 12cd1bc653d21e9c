import type { ReactNode } from 'react';
import type { FormField } from '../../../../shared/blocks/form';

interface FieldShellProps {
  field: Exclude<FormField, { type: 'hidden' | 'section' }>;
  inputId: string;
  error: string | null;
  /** Several inputs (name, address, choices…) form a fieldset with a legend; one input gets a label. */
  group: boolean;
  /** A radio field's fieldset is its radio group, named by the legend and marked required. */
  radioGroup?: boolean;
  children: ReactNode;
}

// Label (or legend), required mark, description and error around a field. The required mark is hidden from
// screen readers, which hear aria-required on the inputs instead.
export function FieldShell({ field, inputId, error, group, radioGroup, children }: FieldShellProps) {
  const Shell = group ? 'fieldset' : 'div';
  const Title = group ? 'legend' : 'label';
  return (
    <Shell
      className={`form-field form-field-${field.type}${error ? ' form-field-error' : ''}`}
      id={`${inputId}-field`}
      data-field-id={field.id}
      role={radioGroup ? 'radiogroup' : undefined}
      aria-required={(radioGroup && field.required) || undefined}
      aria-describedby={group && error ? `${inputId}-error` : undefined}
    >
      <Title className="form-label" htmlFor={group ? undefined : inputId}>
        {field.label}
        {field.required ? (
          <span className="form-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </Title>
      {field.description ? (
        <p className="form-description" id={`${inputId}-description`}>
          {field.description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="form-error" id={`${inputId}-error`}>
          {error}
        </p>
      ) : null}
    </Shell>
  );
}
