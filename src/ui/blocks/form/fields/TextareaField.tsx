import { describeCharacterCount } from '../../../../shared/forms/describeCharacterCount';
import { FieldShell } from './FieldShell';
import { describedBy, type FieldProps } from './FieldProps';

// Spec visitor-runtime §3 and §5: the textarea carries data-max-length and shows the live 'count / max'
// counter, flagged over the maximum; no counter when the maximum is 0 or not a number.
export function TextareaField({ field, inputId, value, error, onChange }: FieldProps<'textarea'>) {
  const text = typeof value === 'string' ? value : '';
  const count = describeCharacterCount(text, field.maxLength);
  const counterId = `${inputId}-count`;
  const described = [describedBy(inputId, field, error), count ? counterId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell field={field} inputId={inputId} error={error} group={false}>
      <textarea
        id={inputId}
        name={field.id}
        placeholder={field.placeholder}
        value={text}
        data-max-length={field.maxLength ?? undefined}
        aria-required={field.required || undefined}
        aria-invalid={error || count?.over ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      />
      {count ? (
        <p id={counterId} className={`form-counter${count.over ? ' form-counter-over' : ''}`} aria-live="polite">
          {count.text}
        </p>
      ) : null}
    </FieldShell>
  );
}
