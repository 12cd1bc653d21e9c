import { PART_COUNTS } from '../../../../shared/forms/FieldValue';
import { FORM_WORDS, type FormWordKey } from '../../../../shared/words/formWords';
import { useWords } from '../../../runtime/useWords';
import { FieldShell } from './FieldShell';
import { describedBy, type FieldProps } from './FieldProps';

type PartsType = 'name' | 'address' | 'date' | 'time' | 'phone';

interface Part {
  /** Its label's key in the form words (formWords.ts). */
  label: FormWordKey;
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
    { label: 'firstName', autoComplete: 'given-name' },
    { label: 'lastName', autoComplete: 'family-name' },
  ],
  address: [
    { label: 'address1', autoComplete: 'address-line1', wide: true },
    { label: 'address2', autoComplete: 'address-line2', wide: true },
    { label: 'city', autoComplete: 'address-level2' },
    { label: 'state', autoComplete: 'address-level1' },
    { label: 'zip', autoComplete: 'postal-code' },
    { label: 'country', autoComplete: 'country-name' },
  ],
  date: [
    { label: 'month', inputMode: 'numeric', maxLength: 2 },
    { label: 'day', inputMode: 'numeric', maxLength: 2 },
    { label: 'year', inputMode: 'numeric', maxLength: 4 },
  ],
  time: [
    { label: 'hour', inputMode: 'numeric', maxLength: 2 },
    { label: 'minute', inputMode: 'numeric', maxLength: 2 },
    { label: 'amPm', options: ['AM', 'PM'] },
  ],
  phone: [
    { label: 'phoneCountry', inputMode: 'tel', maxLength: 4, autoComplete: 'tel-country-code' },
    { label: 'areaCode', inputMode: 'tel', maxLength: 3, autoComplete: 'tel-area-code' },
    { label: 'prefix', inputMode: 'tel', maxLength: 3 },
    { label: 'line', inputMode: 'tel', maxLength: 4 },
  ],
};

// A fieldset of labelled parts; a phone without its country code shows three, its value keeps four (§5).
export function PartsField({ field, inputId, value, error, onChange }: FieldProps<PartsType>) {
  const words = useWords(FORM_WORDS);
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
                {words[part.label]}
              </label>
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}
