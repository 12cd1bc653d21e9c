import { PART_COUNTS } from '../../../../shared/forms/FieldValue';
import { FieldShell } from './FieldShell';
import { describedBy, type FieldProps } from './FieldProps';

type PartsType = 'name' | 'address' | 'date' | 'time' | 'phone';

interface Part {
  label: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
  maxLength?: number;
  /** A choice instead of free text. */
  options?: readonly string[];
  wide?: boolean;
}

// The parts of each composite field, in the order of its value (src/shared/forms/FieldValue.ts).
const PARTS: Record<PartsType, Part[]> = {
  name: [
    { label: 'First Name', autoComplete: 'given-name' },
    { label: 'Last Name', autoComplete: 'family-name' },
  ],
  address: [
    { label: 'Address 1', autoComplete: 'address-line1', wide: true },
    { label: 'Address 2', autoComplete: 'address-line2', wide: true },
    { label: 'City', autoComplete: 'address-level2' },
    { label: 'State/Province', autoComplete: 'address-level1' },
    { label: 'Zip/Postal Code', autoComplete: 'postal-code' },
    { label: 'Country', autoComplete: 'country-name' },
  ],
  date: [
    { label: 'Month', inputMode: 'numeric', maxLength: 2 },
    { label: 'Day', inputMode: 'numeric', maxLength: 2 },
    { label: 'Year', inputMode: 'numeric', maxLength: 4 },
  ],
  time: [
    { label: 'Hour', inputMode: 'numeric', maxLength: 2 },
    { label: 'Minute', inputMode: 'numeric', maxLength: 2 },
    { label: 'AM/PM', options: ['AM', 'PM'] },
  ],
  phone: [
    { label: 'Country', inputMode: 'tel', maxLength: 4, autoComplete: 'tel-country-code' },
    { label: 'Area Code', inputMode: 'tel', maxLength: 3, autoComplete: 'tel-area-code' },
    { label: 'Prefix', inputMode: 'tel', maxLength: 3 },
    { label: 'Line', inputMode: 'tel', maxLength: 4 },
  ],
};

// A fieldset of labelled parts; a phone without its country code shows three, its value keeps four (§5).
export function PartsField({ field, inputId, value, error, onChange }: FieldProps<PartsType>) {
  const parts = Array.isArray(value) ? value : Array.from({ length: PART_COUNTS[field.type] }, () => '');
  const shown = PARTS[field.type]
    .map((part, index) => ({ part, index }))
    .filter(({ index }) => field.type !== 'phone' || field.showCountryCode || index > 0);
  const update = (index: number, text: string) => onChange(parts.map((old, i) => (i === index ? text : old)));
  const described = describedBy(inputId, field, error);
  return (
    <FieldShell field={field} inputId={inputId} error={error} group>
      <div className={`form-parts form-parts-${field.type}`}>
        {shown.map(({ part, index }) => {
          const id = `${inputId}-${index}`;
          const common = {
            id,
            name: `${field.id}[${index}]`,
            value: parts[index] ?? '',
            'aria-required':
              (field.required &&
                !(field.type === 'address' && index === 1) &&
                !(field.type === 'phone' && index === 0)) ||
              undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': described,
          };
          return (
            <div key={index} className={`form-part${part.wide ? ' form-part-wide' : ''}`}>
              {part.options ? (
                <select {...common} onChange={(event) => update(index, event.target.value)}>
                  <option value="" />
                  {part.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={field.type === 'phone' ? 'tel' : 'text'}
                  inputMode={part.inputMode}
                  maxLength={part.maxLength}
                  autoComplete={part.autoComplete}
                  onChange={(event) => update(index, event.target.value)}
                />
              )}
              <label className="form-part-label" htmlFor={id}>
                {part.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}
