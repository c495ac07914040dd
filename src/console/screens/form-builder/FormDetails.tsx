import type CoreForm from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Ref } from 'react';
import { tBuilder } from '../../../shared/builderMessages';
import { EngineForm } from '../../engine/edit/EngineForm';
import { fieldChecksValidator } from '../../engine/edit/fieldChecksValidator';

export interface FormDetailsProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  data: Record<string, unknown>;
  readonly: boolean;
  extraErrors?: ErrorSchema;
  formRef: Ref<CoreForm>;
  onChange: (data: Record<string, unknown>) => void;
}

/**
 * The form's own details (name, purpose, description, button text, active) as the declaration
 * defines them, with the engine's widgets and validator. The page's Save validates it through
 * `formRef`, together with the fields.
 */
export function FormDetails({ schema, uiSchema, data, readonly, extraErrors, formRef, onChange }: FormDetailsProps) {
  return (
    <section aria-label={tBuilder('builderDetails')}>
      <EngineForm
        validator={fieldChecksValidator}
        ref={formRef}
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        readonly={readonly}
        extraErrors={extraErrors}
        idPrefix="details"
        onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
      />
    </section>
  );
}
