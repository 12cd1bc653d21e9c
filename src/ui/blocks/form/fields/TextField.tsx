import { FieldShell } from './FieldShell';
import { describedBy, type FieldProps } from './FieldProps';

type TextLike = 'text' | 'email' | 'number' | 'website' | 'password' | 'twitter' | 'currency';

const INPUT_TYPES: Record<TextLike, string> = {
  text: 'text',
  email: 'email',
  // Text, not type=number: the shared rule judges the value, so browser and server agree on what passes.
  number: 'text',
  website: 'url',
  password: 'password',
  twitter: 'text',
  currency: 'text',
};
const INPUT_MODES: Partial<Record<TextLike, 'decimal' | 'email' | 'url'>> = {
  number: 'decimal',
  currency: 'decimal',
  email: 'email',
  website: 'url',
};
const AUTOCOMPLETE: Partial<Record<TextLike, string>> = {
  email: 'email',
  website: 'url',
  password: 'new-password',
};

// One-line fields. Currency shows its symbol before the input; twitter its @.
export function TextField({ field, inputId, value, error, onChange }: FieldProps<TextLike>) {
  const prefix = field.type === 'currency' ? field.currencySymbol : field.type === 'twitter' ? '@' : null;
  const input = (
    <input
      id={inputId}
      name={field.id}
      type={INPUT_TYPES[field.type]}
      inputMode={INPUT_MODES[field.type]}
      autoComplete={AUTOCOMPLETE[field.type]}
      placeholder={'placeholder' in field ? field.placeholder : undefined}
      value={typeof value === 'string' ? value : ''}
      aria-required={field.required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(inputId, field, error)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <FieldShell field={field} inputId={inputId} error={error} group={false}>
      {prefix ? (
        <div className="form-input-prefixed">
          <span className="form-input-prefix" aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}
