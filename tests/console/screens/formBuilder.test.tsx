// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DynamicFormsScreen } from '../../../src/console/screens/form-builder/DynamicFormsScreen';
import { useDirtyStore } from '../../../src/console/state/dirtyStore';
import { useFlashStore } from '../../../src/console/state/flashStore';
import { fakeApi, resetConsoleState, type Call } from '../harness';
import { renderScreen } from './screenHarness';

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const lastFlash = () => useFlashStore.getState().messages.at(-1);
const render = (path: string) => renderScreen('make/dynamic/forms/*', <DynamicFormsScreen />, path);
const fieldGroup = (name: string) => within(screen.getByRole('region', { name: 'Fields' })).getByRole('group', { name });

const STORED = {
  dynamicform_id: 5,
  dynamicform_name: 'Event registration',
  dynamicform_purpose: 'Registration',
  dynamicform_json_schema: {
    type: 'object',
    required: ['email'],
    properties: {
      email: { type: 'string', title: 'E-mail', format: 'email' },
      dietary: { type: 'string', title: 'Dietary needs', enum: ['None', 'Vegan'] },
    },
  },
  dynamicform_ui_schema: { dietary: { 'ui:widget': 'radio' } },
  dynamicform_submit_label: 'Register',
  dynamicform_version: 1,
  dynamicform_active: true,
  version: 3,
  status: 'live',
  pending_action: null,
  is_live: true,
};

function formsApi(): Call[] {
  return fakeApi({
    'GET /api/cms/forms/dynamic_forms': { body: { data: [STORED], meta: { page: 1, max_results: 25, total: 1 } } },
    'GET /api/cms/forms/dynamic_forms/5': { body: { data: STORED } },
    'POST /api/cms/forms/dynamic_forms': (call) => ({
      status: 201,
      body: { data: { ...(call.body as object), dynamicform_id: 6, version: 1, status: 'pendingreview' } },
    }),
    'PUT /api/cms/forms/dynamic_forms': (call) => ({ body: { data: { ...(call.body as object), version: 4, status: 'pendingreview' } } }),
  });
}

/** Pastes rather than types: each keystroke re-renders the builder and its live preview. */
async function fill(input: HTMLElement, text: string) {
  await user().click(input);
  await user().paste(text);
}

/** Adds a field and fills in its label; the new field is the last group, named "Field n" until labelled. */
async function addField(n: number, label: string) {
  await user().click(screen.getByRole('button', { name: /Add field/ }));
  await fill(within(fieldGroup(`Field ${n}`)).getByLabelText('Label'), label);
  return fieldGroup(label);
}

/** Chooses an input type: searches the combobox, then clicks the option in its open list. */
async function pick(combobox: HTMLElement, type: string) {
  await fill(combobox, type);
  await user().click(screen.getByRole('option', { name: new RegExp(`^${type}: `) }));
  expect((combobox as HTMLInputElement).value).toMatch(new RegExp(`^${type}: `));
}

beforeAll(async () => {
  await Promise.all([
    import('../../../src/console/screens/form-builder/DynamicFormBuilder'),
    import('../../../src/console/app/feedback/ConfirmModal'),
  ]);
});
beforeEach(() => resetConsoleState());
afterEach(() => vi.unstubAllGlobals());

describe('Dynamic forms: list and builder', () => {
  it('lists the dynamic forms with the engine’s list, client-wide', async () => {
    const calls = formsApi();
    render('/make/dynamic/forms');
    expect(await screen.findByRole('heading', { name: 'Dynamic Forms' })).toBeInTheDocument();
    expect(await screen.findByText('Event registration')).toBeInTheDocument();
    const list = calls.find((c) => c.path === '/api/cms/forms/dynamic_forms')!;
    expect(list.query.get('client_id')).toBe('1');
    expect(list.query.has('website_id')).toBe(false);
  });

  it('adds three fields, reorders them, previews live with the shared formats and saves schema + UI schema for review', async () => {
    const calls = formsApi();
    const { router } = render('/make/dynamic/forms/new');
    expect(await screen.findByRole('heading', { name: 'Add Dynamic form' })).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: /Form name/ }), 'Partner enquiry');
    await user().click(screen.getByRole('combobox', { name: /Purpose/ }));
    await user().click(await screen.findByRole('option', { name: 'Product interest' }));

    const name = await addField(1, 'Full name');
    await user().click(within(name).getByRole('checkbox', { name: 'Required' }));
    const email = await addField(2, 'Work e-mail');
    await pick(within(email).getByRole('combobox', { name: 'Input type' }), 'workEmail');
    await user().click(within(email).getByRole('checkbox', { name: 'Required' }));
    const size = await addField(3, 'Team size');
    await pick(within(size).getByRole('combobox', { name: 'Input type' }), 'radio');
    const choices = within(fieldGroup('Team size')).getByRole('textbox', { name: 'Choices' });
    for (const choice of ['1–10', 'More than 10']) {
      await fill(choices, choice);
      await user().keyboard('{Enter}');
    }
    await user().click(screen.getByRole('button', { name: 'Move Team size up' }));
    const order = within(screen.getByRole('region', { name: 'Fields' }))
      .getAllByRole('group')
      // Each field's group, named after it (each holds its form's own unnamed one).
      .flatMap((g) => g.getAttribute('aria-label') ?? []);
    expect(order).toEqual(['Full name', 'Team size', 'Work e-mail']);

    // The preview refuses a personal address in the work e-mail field, as the server would.
    const preview = screen.getByRole('region', { name: 'Preview' });
    await fill(within(preview).getByRole('textbox', { name: /Work e-mail/ }), 'ceo@gmail.com');
    expect(
      await within(preview).findByText(/Work e-mail must be a work e-mail address; personal addresses such as gmail\.com/),
    ).toBeInTheDocument();
    // Radio buttons are a lazy widget (engine/widgets/index.ts): they show once their code is in.
    expect(await within(preview).findByRole('radio', { name: 'More than 10' })).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/cms/forms/dynamic_forms');
    expect(post.query.get('client_id')).toBe('1');
    expect(post.query.has('website_id')).toBe(false);
    expect(post.body).toMatchObject({
      dynamicform_name: 'Partner enquiry',
      dynamicform_purpose: 'ProductInterest',
      dynamicform_submit_label: 'Submit',
      dynamicform_active: true,
      dynamicform_json_schema: {
        type: 'object',
        required: ['full_name', 'work_e_mail'],
        properties: {
          full_name: { type: 'string', title: 'Full name' },
          team_size: { type: 'string', title: 'Team size', enum: ['1–10', 'More than 10'] },
          work_e_mail: { type: 'string', title: 'Work e-mail', format: 'workEmail' },
        },
      },
      dynamicform_ui_schema: { 'ui:order': ['full_name', 'team_size', 'work_e_mail'], team_size: { 'ui:widget': 'radio' } },
    });
    expect(Object.keys((post.body as { dynamicform_json_schema: { properties: object } }).dynamicform_json_schema.properties)).toEqual([
      'full_name',
      'team_size',
      'work_e_mail',
    ]);
    expect(lastFlash()).toMatchObject({ type: 'success', message: 'Dynamic form added and sent for review.' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/make/dynamic/forms'));
  });

  it('does not save while a field is incomplete, and says what is missing', async () => {
    const calls = formsApi();
    render('/make/dynamic/forms/new');
    await fill(await screen.findByRole('textbox', { name: /Form name/ }), 'Half done');
    await user().click(screen.getByRole('button', { name: /Add field/ }));
    // Unsaved work arms the leave-page guard.
    await waitFor(() => expect(useDirtyStore.getState().dirty).toBe(true));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field 1 needs a label.')).toBeInTheDocument();
    expect(screen.getByText('Please correct the fields marked in the builder.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens a stored form in the builder and updates it with its version', async () => {
    const calls = formsApi();
    render('/make/dynamic/forms/5/edit');
    const dietary = await screen.findByRole('group', { name: 'Dietary needs' });
    expect(within(dietary).getByRole('textbox', { name: 'Choices' })).toBeInTheDocument();
    // Its stored choices, each a tag that can be taken away.
    expect(within(dietary).getAllByRole('button', { name: /^Remove / }).length).toBeGreaterThan(0);
    expect(useDirtyStore.getState().dirty).toBe(false);
    await user().click(within(fieldGroup('E-mail')).getByRole('button', { name: 'Remove E-mail' }));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      dynamicform_id: 5,
      version: 3,
      dynamicform_json_schema: {
        type: 'object',
        properties: { dietary: { type: 'string', title: 'Dietary needs', enum: ['None', 'Vegan'] } },
      },
      dynamicform_ui_schema: { 'ui:order': ['dietary'], dietary: { 'ui:widget': 'radio' } },
    });
    expect(lastFlash()).toMatchObject({ type: 'success', message: 'Dynamic form updated and sent for review.' });
  });
});
