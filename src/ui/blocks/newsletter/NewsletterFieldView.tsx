import { PartsField } from '../form/fields/PartsField';
import { TextField } from '../form/fields/TextField';
import type { FieldProps } from '../form/fields/FieldProps';

// Only the newsletter's email and name field components go into its chunk (toFormDefinition).
export function NewsletterFieldView(props: FieldProps) {
  const { field } = props;
  if (field.type === 'name') return <PartsField {...props} field={field} />;
  if (field.type === 'email') return <TextField {...props} field={field} />;
  return null;
}
