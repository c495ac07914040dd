// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidgetForm } from './renderWidgetForm';

const user = () => userEvent.setup({ delay: null });

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Zone name' },
    capacity: { type: 'integer', title: 'Capacity', minimum: 1 },
    ratio: { type: 'number', title: 'Ratio' },
    notes: { type: 'string', title: 'Notes' },
  },
};

const renderForm = (uiSchema: UiSchema = {}, formData: Record<string, unknown> = {}) => renderWidgetForm(schema, { uiSchema, formData });

describe('the one-line input of text and number fields', () => {
  it.each([
    ['an integer', 'Capacity', 'numeric'],
    ['a decimal number', 'Ratio', 'decimal'],
  ])('gives %s a text box with a numeric keyboard and no bounds the browser would enforce', (_, label, mode) => {
    renderForm();
    const box = screen.getByLabelText(label);
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveAttribute('inputmode', mode);
    expect(box).not.toHaveAttribute('min');
    expect(box).not.toHaveAttribute('max');
  });

  it('keeps a number below its minimum as typed, and the form data holds it as a number', async () => {
    const changes = renderForm();
    await user().type(screen.getByLabelText('Capacity'), '0');
    await user().tab();
    expect(screen.getByLabelText('Capacity')).toHaveValue('0');
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ capacity: 0 }));
  });

  it('keeps a decimal point being typed, then reads the number', async () => {
    const changes = renderForm();
    const ratio = screen.getByLabelText('Ratio');
    await user().type(ratio, '2.');
    expect(ratio).toHaveValue('2.');
    await user().type(ratio, '5');
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ ratio: 2.5 }));
  });

  it('shows a stored zero, and emptying a field leaves no value behind', async () => {
    const changes = renderForm({}, { capacity: 0, name: 'Hall A' });
    expect(screen.getByLabelText('Capacity')).toHaveValue('0');
    await user().clear(screen.getByLabelText('Zone name'));
    await waitFor(() => expect(changes.at(-1)?.name).toBeUndefined());
  });

  it('puts the keyboard in the field the declaration names with ui:autofocus', () => {
    renderForm({ notes: { 'ui:autofocus': true } });
    expect(screen.getByLabelText('Notes')).toHaveFocus();
  });

  it('draws a textarea widget as a multi-line box with the rows asked for', async () => {
    const changes = renderForm({ notes: { 'ui:widget': 'textarea', 'ui:options': { rows: 6 } } });
    const notes = screen.getByLabelText('Notes');
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).toHaveAttribute('rows', '6');
    await user().type(notes, 'Line one');
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ notes: 'Line one' }));
  });
});
