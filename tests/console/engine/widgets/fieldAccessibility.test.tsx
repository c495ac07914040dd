// @vitest-environment jsdom
import Form from '@rjsf/antd';
import { ErrorSchemaBuilder, type ErrorSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { fieldChecksValidator as validator } from '../../../../src/console/engine/edit/fieldChecksValidator';
import { fields, templates, widgets } from '../../../../src/console/engine/widgets';
import { antdStyles } from '../../harness';

/** The engine's rjsf registry (the one every declared kind's form uses), on a small schema. */
function formWith(uiSchema: UiSchema, extraErrors?: ErrorSchema) {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Zone name' },
      capacity: { type: 'integer', title: 'Capacity' },
      mode: { type: 'string', title: 'Mode', enum: ['online', 'onsite'] },
    },
  };
  return (
    <StyleProvider container={antdStyles}>
      <ConfigProvider wave={{ disabled: true }}>
        <Form
          schema={schema}
          uiSchema={uiSchema}
          validator={validator}
          widgets={widgets}
          fields={fields}
          templates={templates}
          extraErrors={extraErrors}
          showErrorList={false}
        />
      </ConfigProvider>
    </StyleProvider>
  );
}

function errors(...messages: [field: string, message: string][]): ErrorSchema {
  const builder = new ErrorSchemaBuilder();
  for (const [field, message] of messages) builder.addErrors(message, field);
  return builder.ErrorSchema;
}

const renderForm = (uiSchema: UiSchema, extraErrors?: ErrorSchema) => render(formWith(uiSchema, extraErrors));

/** The texts of the elements an element's aria-describedby names, as a screen reader reads them. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

describe('WCAG 3.3.1 / 4.1.2: a refused field is marked invalid and described by its message', () => {
  it('marks the fields with errors aria-invalid, tied to their messages; the others are left alone', async () => {
    renderForm({}, errors(['capacity', 'Capacity must be at least 1'], ['mode', 'Choose a mode']));
    const capacity = screen.getByLabelText('Capacity');
    await waitFor(() => expect(capacity).toHaveAttribute('aria-invalid', 'true'));
    expect(description(capacity)).toBe('Capacity must be at least 1');
    const mode = screen.getByLabelText('Mode');
    expect(mode).toHaveAttribute('aria-invalid', 'true');
    expect(description(mode)).toBe('Choose a mode');
    const name = screen.getByLabelText('Zone name');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(description(name)).toBe('');
  });

  it('takes the mark away once the error is gone', async () => {
    const view = renderForm({}, errors(['capacity', 'Capacity must be at least 1']));
    await waitFor(() => expect(screen.getByLabelText('Capacity')).toHaveAttribute('aria-invalid', 'true'));
    view.rerender(formWith({}, {}));
    await waitFor(() => expect(screen.getByLabelText('Capacity')).not.toHaveAttribute('aria-invalid'));
  });
});

describe('ui:autofocus', () => {
  it.each([
    ['a text field', 'name', 'Zone name'],
    ['a number field', 'capacity', 'Capacity'],
  ])('puts the focus in %s declared with it', async (_, field, label) => {
    renderForm({ [field]: { 'ui:autofocus': true } });
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveFocus());
  });
});
