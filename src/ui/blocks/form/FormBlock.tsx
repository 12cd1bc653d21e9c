import { useMemo } from 'react';
import type { PostedFormState } from '../../../shared/forms/PostedForm';
import type { FormBlockData } from '../../../shared/blocks/form';
import { toFormDefinition } from '../../../shared/forms/toFormDefinition';
import { FormView } from './FormView';
import { FieldView } from './fields/FieldView';
import { FormErrorBoundary } from './FormErrorBoundary';

// The form block: a title, a description and every field of the site data, on the shared form machinery.
export default function FormBlock({ id, data, posted }: { id: string; data: FormBlockData; posted?: PostedFormState }) {
  // One definition for the block's life: the form's mount effects (census, hidden fields) run once.
  const definition = useMemo(() => toFormDefinition({ type: 'form', data }), [data]);
  const header =
    data.title || data.description ? (
      <div className="form-header">
        {data.title ? <h2 className="form-title">{data.title}</h2> : null}
        {data.description ? <p className="form-intro">{data.description}</p> : null}
      </div>
    ) : null;
  return (
    <div className="block-form">
      <FormErrorBoundary formId={data.formId}>
        <FormView blockId={id} definition={definition} header={header} posted={posted} FieldView={FieldView} />
      </FormErrorBoundary>
    </div>
  );
}
