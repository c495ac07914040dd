import Form from '@rjsf/antd';
import type CoreForm from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Ref } from 'react';
import { t } from '../../../shared/messages';
import { formValidator } from '../../engine/edit/formValidator';
import { fields, templates, widgets } from '../../engine/widgets';

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
    <section aria-label={t('builderDetails')}>
      <Form
        ref={formRef}
        schema={schema}
        uiSchema={uiSchema}
        validator={formValidator}
        widgets={widgets}
        fields={fields}
        templates={templates}
        formData={data}
        readonly={readonly}
        extraErrors={extraErrors}
        idPrefix="details"
        idSeparator="."
        showErrorList={false}
        focusOnFirstError
        noHtml5Validate
        onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
      />
    </section>
  );
}
