import CoreForm from '@rjsf/core';
import type { FormProps } from '@rjsf/core';
import type { Ref } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import { fields, templates, widgets } from '../widgets';

export type EngineFormProps = Omit<FormProps, 'validator' | 'widgets' | 'fields' | 'templates'> & {
  ref?: Ref<CoreForm>;
  /**
   * A kind's precompiled validator (kindValidator), or for a schema made at run time the
   * field-by-field one (fieldChecksValidator.ts): named by the caller, so a record page does not
   * load the compiled check of every format for a form it does not draw.
   */
  validator: ValidatorType;
};

// Stable identity: a new object here would rebuild rjsf's registry and re-render every field.
const FORM_CONTEXT = {};

/**
 * rjsf's antd form as every screen of the console uses it: the one registry of widgets, fields
 * and templates, validators compiled ahead of time with the shared formats, dotted ids, errors beside their
 * fields (no list on top), the first error focused, and no browser validation bubbles.
 */
export function EngineForm(props: EngineFormProps) {
  return (
    <CoreForm
      widgets={widgets}
      fields={fields}
      templates={templates}
      formContext={FORM_CONTEXT}
      idSeparator="."
      showErrorList={false}
      focusOnFirstError
      noHtml5Validate
      {...props}
    />
  );
}
