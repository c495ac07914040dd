import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { memo, type ReactNode } from 'react';
import { EngineForm } from './EngineForm';

export interface EditFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Read once: the form owns its data while the manager types (uncontrolled). */
  initial: Record<string, unknown>;
  readonly: boolean;
  extraErrors: ErrorSchema;
  /** Keeps field ids unique when several forms share a page (a parent and its SEO). */
  idPrefix: string;
  /** The kind's precompiled validator. */
  validator: ValidatorType;
  onChange: (event: IChangeEvent, id?: string) => void;
  onBlur: (id: string) => void;
  onSubmit: (data: Record<string, unknown>) => void;
  onError: () => void;
  /** The buttons, inside the <form> so Save submits it. */
  children: ReactNode;
}

/**
 * The rjsf form of a kind. No live validation: rjsf validates the whole record on submit, the
 * page checks a field when it is left. Uncontrolled, so a keystroke re-renders only its field.
 */
export const EditForm = memo(function EditForm(props: EditFormProps) {
  const { schema, uiSchema, initial, readonly, extraErrors, idPrefix, validator, onChange, onBlur, onSubmit, onError, children } = props;
  return (
    <EngineForm
      schema={schema}
      uiSchema={uiSchema}
      initialFormData={initial}
      readonly={readonly}
      extraErrors={extraErrors}
      idPrefix={idPrefix}
      validator={validator}
      liveValidate={false}
      onChange={onChange}
      onBlur={onBlur}
      onError={onError}
      onSubmit={(event) => onSubmit((event.formData ?? {}) as Record<string, unknown>)}
    >
      {children}
    </EngineForm>
  );
});
