import { ChoiceField } from './ChoiceField';
import { LikertField } from './LikertField';
import { PartsField } from './PartsField';
import { SectionField } from './SectionField';
import { TextareaField } from './TextareaField';
import { TextField } from './TextField';
import type { FieldProps } from './FieldProps';

// Picks the component for a field's type; hidden fields are plain hidden inputs.
export function FieldView(props: FieldProps) {
  const { field } = props;
  switch (field.type) {
    case 'section':
      return <SectionField field={field} inputId={props.inputId} />;
    case 'hidden':
      return (
        <input
          type="hidden"
          id={props.inputId}
          name={field.key}
          value={typeof props.value === 'string' ? props.value : field.value}
          data-field-id={field.id}
        />
      );
    case 'textarea':
      return <TextareaField {...props} field={field} />;
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return <PartsField {...props} field={field} />;
    case 'radio':
    case 'checkbox':
    case 'select':
      return <ChoiceField {...props} field={field} />;
    case 'likert':
      return <LikertField {...props} field={field} />;
    default:
      return <TextField {...props} field={field} />;
  }
}
