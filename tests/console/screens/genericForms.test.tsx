// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { FORM_PURPOSES } from '../../../src/shared/enums';
import { renderEngine } from '../engine/engineHarness';
import { callsTo, fakeResources } from '../engine/fakeResources';
import { resetConsoleState } from '../harness';
import { first } from '../../helpers/first';
import { ENUMERATION_LABELS } from '../../../src/shared/enumLabels';

const forms = consoleRegistry.get('generic-forms');
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

beforeAll(async () => {
  await import('../../../src/console/engine/edit/EditPage');
});
beforeEach(() => resetConsoleState());
afterEach(() => vi.unstubAllGlobals());

/** docs/product.md §2/§3: generic forms are served by the engine alone, from their declaration. */
describe('/make/generic/forms through the engine', () => {
  it('lists the client’s forms without a website and offers the six purposes of docs/product.md §3', async () => {
    const server = fakeResources(consoleRegistry, {
      'generic-forms': [{ form_name: 'Visitor questions', form_purpose: 'ContactUs', form_fields: [] }],
    });
    renderEngine('/make/generic/forms');
    expect(await screen.findByText('Visitor questions')).toBeInTheDocument();
    const list = first(callsTo(server, forms, 'list'));
    expect(list.query.get('client_id')).toBe('1');
    expect(list.query.has('website_id')).toBe(false);
  });

  it('adds a form with its purpose and fields, for review', async () => {
    const server = fakeResources(consoleRegistry, {});
    renderEngine('/make/generic/forms/new');
    await user().type(await screen.findByRole('textbox', { name: /Form name/ }), 'Webinar sign-up');
    await user().click(screen.getByRole('combobox', { name: /Purpose/ }));
    await screen.findByRole('option', { name: FORM_PURPOSES[0] });
    // Each purpose in words (shared/enumLabels.ts), the coded ones too.
    const shown = screen.getAllByRole('option').map((o) => o.textContent);
    expect(shown).toEqual(FORM_PURPOSES.map((purpose) => ENUMERATION_LABELS.formPurposes?.[purpose] ?? purpose));
    expect(shown).toContain('Product interest');
    await user().click(screen.getByRole('option', { name: 'Registration' }));
    // minItems 1: the form starts with one field to fill in.
    const item = await screen.findByRole('textbox', { name: /Label/ });
    await user().type(item, 'E-mail');
    await user().type(screen.getByRole('textbox', { name: /Key/ }), 'email');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(server, forms, 'create')).toHaveLength(1));
    expect(callsTo(server, forms, 'create')[0]!.body).toMatchObject({
      form_name: 'Webinar sign-up',
      form_purpose: 'Registration',
      form_fields: [{ field_label: 'E-mail', field_name: 'email', field_input_type: 'text', field_required: false }],
    });
  });
});
