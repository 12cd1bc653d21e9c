import { FieldShell } from './FieldShell';
import { describedBy, type FieldProps } from './FieldProps';

type TextLike = 'text' | 'email' | 'number' | 'website' | 'password' | 'twitter' | 'currency';

const INPUTS: Record<TextLike, { type: string; inputMode?: 'decimal' | 'email' | 'url'; autoComplete?: string }> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  // Text, not type=number: the shared rule judges the value, so browser and server agree on what passes.
  number: { type: 'text', inputMode: 'decimal' },
  website: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  password: { type: 'password', autoComplete: 'new-password' },
  twitter: { type: 'text' },
  currency: { type: 'text', inputMode: 'decimal' },
};

// One-line fields. Currency shows its symbol before the input; twitter its @.
export function TextField({ field, inputId, value, error, onChange }: FieldProps<TextLike>) {
  const prefix = field.type === 'currency' ? field.currencySymbol : field.type === 'twitter' ? '@' : null;
  const input = (
    <input
      id={inputId}
      name={field.id}
      {...INPUTS[field.type]}
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
