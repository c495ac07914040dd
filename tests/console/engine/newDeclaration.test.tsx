// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Registry } from '../../../src/shared/registry';
import { useFlashStore } from '../../../src/console/state/flashStore';
import { resetConsoleState } from '../harness';
import { at, renderEngine } from './engineHarness';
import { callsTo, fakeResources } from './fakeResources';
import { gadgetHead } from '../../helpers/gadgetHead';

/** Two kinds no file in schemas/ declares: gadgets, and their parts as a child kind. */
const gadgets = {
  ...gadgetHead(),
  display: 'gadget_name',
  endpoints: {
    list: 'GET /api/lab/gadgets',
    create: 'POST /api/lab/gadgets',
    update: 'PUT /api/lab/gadgets',
    delete: 'DELETE /api/lab/gadgets',
  },
  list: {
    columns: ['gadget_name', 'gadget_price_currency', 'gadget_in_stock'],
    search: ['gadget_name'],
    sort: 'gadget_name',
    order: 'asc',
  },
  schema: {
    type: 'object',
    required: ['gadget_name', 'gadget_owner_email'],
    properties: {
      gadget_name: { type: 'string', title: 'Gadget name', minLength: 2 },
      gadget_price_currency: { type: 'string', title: 'Currency', 'x-options': 'currencies' },
      gadget_owner_email: { type: 'string', title: 'Owner e-mail', format: 'workEmail' },
      gadget_in_stock: { type: 'boolean', title: 'In stock', default: true },
    },
  },
  uiSchema: {},
};
const parts = {
  ...gadgets,
  kind: 'gadget-parts',
  label: { one: 'Part', many: 'Parts' },
  changeLogType: 'Gadget Part',
  route: 'gadget-parts',
  id: 'part_id',
  display: 'part_name',
  parent: { kind: 'gadgets', field: 'part_gadget_id' },
  endpoints: { list: 'GET /api/lab/parts', create: 'POST /api/lab/parts', update: 'PUT /api/lab/parts', delete: 'DELETE /api/lab/parts' },
  list: { columns: ['part_name'], search: ['part_name'], sort: 'part_name' },
  schema: {
    type: 'object',
    required: ['part_gadget_id', 'part_name'],
    properties: {
      part_gadget_id: { type: 'integer', title: 'Gadget', 'x-ref': 'gadgets' },
      part_name: { type: 'string', title: 'Part name' },
    },
  },
};
// Checked like any declaration (meta-schema and cross checks): the engine gets nothing special.
const registry = new Registry([
  { file: 'schemas/lab/gadgets.json', json: gadgets },
  { file: 'schemas/lab/gadget-parts.json', json: parts },
]);
const currencies = {
  'GET /api/main/currencies': {
    body: {
      data: [
        { value: 'EUR', label: 'EUR — Euro' },
        { value: 'USD', label: 'USD — US Dollar' },
      ],
    },
  },
};
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

beforeAll(async () => {
  await import('../../../src/console/engine/edit/EditPage');
});
beforeEach(() => resetConsoleState());
afterEach(() => vi.unstubAllGlobals());

describe('a kind declared only as data', () => {
  it('gets a list with its columns, reference-data labels and actions', async () => {
    fakeResources(
      registry,
      { gadgets: [{ gadget_name: 'Flux capacitor', gadget_price_currency: 'EUR', gadget_in_stock: false }] },
      currencies,
    );
    renderEngine('/make/entities/gadgets', { registry });
    const row = (await screen.findByText('Flux capacitor')).closest('tr')!;
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual(['', 'Gadget name', 'Currency', 'In stock', 'Status', 'Actions']);
    // A new kind's list ticks rows for bulk work like every other.
    expect(within(row).getByRole('checkbox', { name: 'Select Flux capacitor' })).not.toBeChecked();
    await waitFor(() => expect(row).toHaveTextContent('EUR — Euro'));
    expect(row).toHaveTextContent('No');
    expect(screen.getByRole('link', { name: /Add Gadget/ })).toHaveAttribute('href', '/make/entities/gadgets/new');
  });

  it('gets an edit page that validates and creates, and sub-lists its child kind with records in a drawer', async () => {
    const server = fakeResources(
      registry,
      {
        gadgets: [{ gadget_name: 'Flux capacitor', gadget_owner_email: 'doc@hill.example.com' }],
        'gadget-parts': [{ part_gadget_id: 1, part_name: 'Plutonium chamber' }],
      },
      currencies,
    );
    const { router } = renderEngine('/make/entities/gadgets/new', { registry });
    await user().type(await screen.findByLabelText('Gadget name'), 'Hoverboard');
    await user().type(screen.getByLabelText('Owner e-mail'), 'marty@yahoo.com');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Owner e-mail must be a work e-mail address/)).toBeInTheDocument();
    await user().clear(screen.getByLabelText('Owner e-mail'));
    await user().type(screen.getByLabelText('Owner e-mail'), 'marty@hill.example.com');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.rows('gadgets')).toHaveLength(2));
    expect(callsTo(server, registry.get('gadgets'), 'create')[0]!.body).toEqual({
      gadget_name: 'Hoverboard',
      gadget_owner_email: 'marty@hill.example.com',
      gadget_in_stock: true,
    });
    // A new record with sub-lists stays open on its own page, so its parts can be added next.
    await waitFor(() => expect(at(router)).toMatch(/^\/make\/entities\/gadgets\/\d+\/edit$/));
    expect(await screen.findByRole('region', { name: 'Parts' })).toBeInTheDocument();

    await act(() => router.navigate('/make/entities/gadgets/1/edit'));
    const section = await screen.findByRole('region', { name: 'Parts' });
    expect(await within(section).findByText('Plutonium chamber')).toBeInTheDocument();
    expect(callsTo(server, registry.get('gadget-parts'), 'list').at(-1)?.query.get('part_gadget_id')).toBe('1');
    await user().click(within(section).getByRole('link', { name: /Add Part/ }));
    await waitFor(() => expect(at(router)).toBe('/make/entities/gadgets/1/edit?sub=gadget-parts%2Fnew'));
    await user().type(await screen.findByLabelText('Part name'), 'Flux band');
    const drawer = screen.getByRole('dialog');
    await user().click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(server, registry.get('gadget-parts'), 'create')).toHaveLength(1));
    expect(callsTo(server, registry.get('gadget-parts'), 'create')[0]!.body).toEqual({ part_gadget_id: 1, part_name: 'Flux band' });
    await waitFor(() => expect(at(router)).toBe('/make/entities/gadgets/1/edit'));
    expect(await within(section).findByText('Flux band')).toBeInTheDocument();
    expect(useFlashStore.getState().messages.at(-1)).toMatchObject({ type: 'success', message: 'Part added and sent for review.' });
  });

  it('an address below a kind that no page answers is the invalid-route screen', async () => {
    fakeResources(registry, {});
    renderEngine('/make/entities/gadgets/1/rename', { registry });
    expect(await screen.findByText('There is no page at /make/entities/gadgets/1/rename.')).toBeInTheDocument();
  });
});
