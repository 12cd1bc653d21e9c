import { FORM_WORDS } from '../../../../shared/words/formWords';
import { useWords } from '../../../runtime/useWords';
import { FieldShell } from './FieldShell';
import { describedBy, type FieldProps } from './FieldProps';

// Radio buttons and checkboxes sit in a fieldset, one label each; select is one labelled control.
export function ChoiceField({ field, inputId, value, error, onChange }: FieldProps<'radio' | 'checkbox' | 'select'>) {
  const described = describedBy(inputId, field, error);
  const words = useWords(FORM_WORDS);
  if (field.type === 'select') {
    return (
      <FieldShell field={field} inputId={inputId} error={error} group={false}>
        <select
          id={inputId}
          name={field.id}
          value={typeof value === 'string' ? value : ''}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{words.selectOption}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FieldShell>
    );
  }
  const checked =
    field.type === 'checkbox' ? (Array.isArray(value) ? value : []) : [typeof value === 'string' ? value : ''];
  const toggle = (option: string, on: boolean) => {
    if (field.type === 'radio') onChange(option);
    else onChange(on ? [...checked.filter((o) => o !== option), option] : checked.filter((o) => o !== option));
  };
  return (
    <FieldShell field={field} inputId={inputId} error={error} group radioGroup={field.type === 'radio'}>
      <div className="form-options">
        {field.options.map((option, index) => (
          <div key={option} className="form-option">
            <input
              id={`${inputId}-${index}`}
              type={field.type}
              name={field.id}
              value={option}
              checked={checked.includes(option)}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            <label htmlFor={`${inputId}-${index}`}>{option}</label>
          </div>
        ))}
      </div>
    </FieldShell>
  );
}
