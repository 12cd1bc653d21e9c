import { PartsField } from '../form/fields/PartsField';
import { TextField } from '../form/fields/TextField';
import type { FieldProps } from '../form/fields/FieldProps';

// A newsletter has only an email field and, optionally, a name (toFormDefinition): only those two field
// components go into its chunk.
export function NewsletterFieldView(props: FieldProps) {
  const { field } = props;
  if (field.type === 'name') return <PartsField {...props} field={field} />;
  if (field.type === 'email') return <TextField {...props} field={field} />;
  return null;
}
