// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidgetForm } from './renderWidgetForm';

const schema: RJSFSchema = {
  type: 'object',
  required: ['terms'],
  properties: {
    active: { type: 'boolean', title: 'Active' },
    terms: { type: 'boolean', title: 'I accept the terms', const: true },
  },
};

const renderForm = (formData: Record<string, unknown> = {}, readonly = false) => renderWidgetForm(schema, { formData, readonly });

describe('a yes/no field', () => {
  it('is a checkbox named by its title that sets true and false', async () => {
    const changes = renderForm();
    const box = screen.getByRole('checkbox', { name: 'Active' });
    expect(box).not.toBeChecked();
    await userEvent.setup({ delay: null }).click(box);
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ active: true }));
    expect(box).toBeChecked();
  });

  it('marks a box that must be ticked as required, and shows a stored yes', () => {
    renderForm({ active: true });
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ }).closest('label')).toHaveTextContent('*');
  });

  it('cannot be changed in a read-only form', () => {
    renderForm({ active: true }, true);
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
  });
});
