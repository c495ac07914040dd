import Form from '@rjsf/antd';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { fieldChecksValidator as validator } from '../../../../src/console/engine/edit/fieldChecksValidator';
import { fields, templates, widgets } from '../../../../src/console/engine/widgets';

interface WidgetFormOptions {
  uiSchema?: UiSchema;
  formData?: Record<string, unknown>;
  readonly?: boolean;
}

/** A form on the engine's rjsf registry (engine/widgets/index.ts); every change's data lands in the returned list. */
export function renderWidgetForm(schema: RJSFSchema, { uiSchema = {}, formData = {}, readonly = false }: WidgetFormOptions = {}) {
  const changes: Record<string, unknown>[] = [];
  render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      readonly={readonly}
      validator={validator}
      widgets={widgets}
      fields={fields}
      templates={templates}
      showErrorList={false}
      onChange={(e) => changes.push(e.formData as Record<string, unknown>)}
    />,
  );
  return changes;
}
