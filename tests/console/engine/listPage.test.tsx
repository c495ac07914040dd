// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { useFlashStore } from '../../../src/console/state/flashStore';
import { resetConsoleState } from '../harness';
import { at, renderEngine } from './engineHarness';
import { callsTo, fakeResources } from './fakeResources';
import { first } from '../../helpers/first';

const zones = consoleRegistry.get('event-zones');
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/** 30 zones, so a page of 25 leaves 5 for page 2. */
const seedZones = () =>
  Array.from({ length: 30 }, (_, i) => ({
    zone_name: `Zone ${String(i + 1).padStart(2, '0')}`,
    zone_capacity: (i + 1) * 10,
    zone_location: i % 2 ? 'Hall A' : 'Hall B',
    zone_color: '#1677ff',
    created_at: `2026-03-${String(i + 1).padStart(2, '0')}T09:30:00.000Z`,
    ...(i === 0 ? { status: 'pendingreview', pending_action: 'UPDATE' } : {}),
  }));

beforeAll(async () => {
  await import('../../../src/console/app/feedback/ConfirmModal');
});
beforeEach(() => resetConsoleState());
afterEach(() => vi.unstubAllGlobals());

const table = () => screen.findByRole('table');
const rowNamed = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('ListPage from a declaration', () => {
  it('shows the declared columns with schema titles, formatted cells and status badges', async () => {
    fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    renderEngine('/make/entities/zones');
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    // The first column holds the box that ticks the page (bulk actions).
    expect(headers).toEqual(['', 'Zone name', 'Capacity', 'Where in the venue', 'Colour', 'Created', 'Status', 'Actions']);
    expect(screen.getByRole('checkbox', { name: 'Select every row on this page' })).not.toBeChecked();
    // Newest first (the declaration sorts by created_at desc): Zone 30 leads, its date in docs/product.md §3 DateTime3.
    const first = within(await table()).getAllByRole('row')[1];
    expect(first).toHaveTextContent('Zone 30');
    expect(first).toHaveTextContent('30-Mar-2026 09:30 AM');
    expect(first).toHaveTextContent('Live');
    await waitFor(() => expect(screen.getByText('30 in total')).toBeInTheDocument());
  });

  it('keeps paging, sorting and search in the address', async () => {
    const server = fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    const { router } = renderEngine('/make/entities/zones');
    await rowNamed('Zone 30');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user().click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones?page=2'));
    await rowNamed('Zone 05');
    expect(callsTo(server, zones, 'list').at(-1)?.query.get('page')).toBe('2');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    // A new page size starts again at page 1.
    await user().selectOptions(within(pager).getByRole('combobox', { name: 'Rows per page' }), '10');
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones?size=10'));
    await waitFor(() => expect(callsTo(server, zones, 'list').at(-1)?.query.get('max_results')).toBe('10'));
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await user().click(within(pager).getByRole('button', { name: 'Previous page' }));
    await user().click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones?page=2&size=10'));
    await act(() => router.navigate('/make/entities/zones'));

    await user().click(screen.getByRole('button', { name: 'Zone name' }));
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones?sort=zone_name&order=asc'));
    expect(within(await table()).getAllByRole('row')[1]).toHaveTextContent('Zone 01');
    expect(screen.getByRole('columnheader', { name: /Zone name/ })).toHaveAttribute('aria-sort', 'ascending');

    await user().type(screen.getByRole('searchbox', { name: 'Search Zones' }), 'Zone 1{Enter}');
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones?sort=zone_name&order=asc&q=Zone+1'));
    await waitFor(() => expect(callsTo(server, zones, 'list').at(-1)?.query.get('search')).toBe('Zone 1'));

    // Back steps through the address: the search is undone and the box empties.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones?sort=zone_name&order=asc'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search Zones' })).toHaveValue(''));
  });

  it('while the next page loads, the rows shown stay, inert under a busy spinner', async () => {
    fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    const serve = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (new URL(input, window.location.origin).searchParams.get('page') === '2') await held;
      return serve(input, init);
    });
    renderEngine('/make/entities/zones');
    const shown = await rowNamed('Zone 30');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await user().click(within(pager).getByRole('button', { name: 'Page 2' }));
    const busy = await screen.findByLabelText('Loading...');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(shown).toBeInTheDocument();
    expect(shown.closest('[inert]')).not.toBeNull();
    release();
    await rowNamed('Zone 05');
    expect(screen.queryByLabelText('Loading...')).toBeNull();
    expect(screen.getByRole('table').closest('[inert]')).toBeNull();
  });

  it('filters by declared choices and by another kind’s records, by keyboard and mouse, kept in the address', async () => {
    const agendas = consoleRegistry.get('agendas');
    const session = (title: string, type: string, zone: number) => ({
      agenda_title: title,
      agenda_type: type,
      agenda_zone_id: zone,
      start_date: '2026-05-01T09:00:00.000Z',
      agenda_end_at: '2026-05-01T10:00:00.000Z',
    });
    const server = fakeResources(consoleRegistry, {
      'event-zones': [{ zone_name: 'Main Stage' }, { zone_name: 'Hall B' }],
      agendas: [session('Opening keynote', 'Keynote', 1), session('Data panel', 'Panel', 2), session('Coffee', 'Break', 2)],
    });
    const { router } = renderEngine(consoleRegistry.pathOf('agendas'));
    const base = consoleRegistry.pathOf('agendas');
    await rowNamed('Opening keynote');
    const lastFilters = () => JSON.parse(callsTo(server, agendas, 'list').at(-1)?.query.get('filters') ?? '{}') as unknown;

    // Choices: typing narrows them in the browser; Enter takes the one highlighted.
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type).toHaveAttribute('aria-expanded', 'false');
    await user().click(type);
    expect(type).toHaveAttribute('aria-expanded', 'true');
    await user().keyboard('pan');
    const typeList = screen.getByRole('listbox', { name: 'Type' });
    expect(
      within(typeList)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Panel']);
    await user().keyboard('{Enter}');
    await waitFor(() => expect(at(router)).toBe(`${base}?f.agenda_type=Panel`));
    await waitFor(() => expect(lastFilters()).toEqual({ agenda_type: 'Panel' }));
    await waitFor(() => expect(screen.queryByText('Opening keynote')).toBeNull());
    expect(type).toHaveValue('Panel');
    expect(type).toHaveAttribute('aria-expanded', 'false');

    // Records of another kind: searched on the server when the list opens, named in the box once chosen.
    const zone = screen.getByRole('combobox', { name: 'Zone' });
    await user().click(zone);
    await user().click(await screen.findByRole('option', { name: 'Hall B' }));
    await waitFor(() => expect(at(router)).toBe(`${base}?f.agenda_type=Panel&f.agenda_zone_id=2`));
    await waitFor(() => expect(lastFilters()).toEqual({ agenda_type: 'Panel', agenda_zone_id: 2 }));
    expect(zone).toHaveValue('Hall B');

    // Escape leaves a choice as it was; the clear button drops it.
    await user().click(type);
    await user().keyboard('{ArrowDown}{Escape}');
    expect(type).toHaveValue('Panel');
    await user().click(screen.getByLabelText('Clear Type'));
    await waitFor(() => expect(at(router)).toBe(`${base}?f.agenda_zone_id=2`));
    await rowNamed('Coffee');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    // The clear button left with the choice; the keyboard stays in the box, whose list stays shut.
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a maker sees Add and the row actions; view pending only on a pending row', async () => {
    fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    renderEngine('/make/entities/zones?sort=zone_name&order=asc');
    const row = await rowNamed('Zone 01');
    expect(screen.getByRole('link', { name: /Add Zone/ })).toHaveAttribute('href', '/make/entities/zones/new');
    const actions = [...row.querySelectorAll('a, button')].map((a) => a.textContent);
    expect(actions).toEqual(['Edit', 'Copy', 'View', 'View pending', 'Delete']);
    expect(within(row).getByRole('link', { name: 'Edit Zone 01' })).toHaveAttribute('href', '/make/entities/zones/1/edit');
    expect(within(row).getByRole('link', { name: 'View pending Zone 01' })).toHaveAttribute('href', '/make/entities/zones/1/pending');
    expect(within(await rowNamed('Zone 02')).queryByRole('link', { name: /View pending/ })).toBeNull();
  });

  it('an empty list says so, with one Add link: the header’s', async () => {
    fakeResources(consoleRegistry, { 'event-zones': [] });
    renderEngine('/make/entities/zones');
    expect(await screen.findByText('No zones yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Add Zone/ })).toHaveLength(1);
  });

  it('a viewer sees neither Add nor any maker action', async () => {
    fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    renderEngine('/make/entities/zones?sort=zone_name&order=asc', { role: 'viewer' });
    const row = await rowNamed('Zone 01');
    expect(screen.queryByRole('link', { name: /Add Zone/ })).toBeNull();
    expect([...row.querySelectorAll('a, button')].map((a) => a.textContent)).toEqual(['View', 'View pending']);
  });

  it('delete asks first, then sends the id and the version the row showed', async () => {
    const server = fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    renderEngine('/make/entities/zones?sort=zone_name&order=asc');
    const row = await rowNamed('Zone 02');
    await user().click(within(row).getByRole('button', { name: 'Delete Zone 02' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Zone “Zone 02”?');
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(server, zones, 'delete')).toHaveLength(0);

    await user().click(within(row).getByRole('button', { name: 'Delete Zone 02' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(server, zones, 'delete')).toHaveLength(1));
    const call = first(callsTo(server, zones, 'delete'));
    expect([call.query.get('zone_id'), call.query.get('version'), call.query.get('website_id')]).toEqual(['2', '1', '12']);
    await waitFor(() =>
      expect(useFlashStore.getState().messages.at(-1)).toMatchObject({ type: 'success', message: 'Zone deletion sent for review.' }),
    );
    await waitFor(() => expect(within(row).getByText('Pending: deletion')).toBeInTheDocument());
  });

  it('shows the server message with a retry when the list fails, and "10,000+" for a capped total', async () => {
    const server = fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    server.intercept(() => ({
      status: 500,
      body: { error: { category: 'UnknownError', message: 'Something went wrong on our side. Please try again later.' } },
    }));
    renderEngine('/make/entities/zones');
    expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
    server.intercept((call) =>
      call.method === 'GET'
        ? {
            body: {
              data: [{ zone_id: 1, zone_name: 'Main Stage', version: 1, status: 'live', pending_action: null, is_live: true }],
              meta: { page: 1, max_results: 25, total: 10000, total_capped: true },
            },
          }
        : undefined,
    );
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('10,000+ in total')).toBeInTheDocument();
  });

  it('a yes/no parameter is a checkbox: ticked, the address and the list call carry it; unticked, the address drops it', async () => {
    const offers = consoleRegistry.get('prodserv-offers');
    const server = fakeResources(consoleRegistry, {
      'prodserv-offers': [
        { prodservoffer_name: 'Early bird', prodservoffer_active: true },
        { prodservoffer_name: 'Paused deal', prodservoffer_active: false },
      ],
    });
    const path = consoleRegistry.pathOf('prodserv-offers');
    const { router } = renderEngine(path);
    await rowNamed('Early bird');
    const box = screen.getByRole('checkbox', { name: 'Active offers only' });
    expect(box).not.toBeChecked();
    await user().click(box);
    await waitFor(() => expect(at(router)).toBe(`${path}?f.active_only=true`));
    await waitFor(() => expect(callsTo(server, offers, 'list').at(-1)?.query.get('active_only')).toBe('true'));
    expect(screen.getByRole('checkbox', { name: 'Active offers only' })).toBeChecked();
    await user().click(screen.getByRole('checkbox', { name: 'Active offers only' }));
    await waitFor(() => expect(at(router)).toBe(path));
    // The unfiltered page was read first and is still fresh: no call needed, and none carries the parameter.
    expect(screen.getByRole('checkbox', { name: 'Active offers only' })).not.toBeChecked();
    expect(callsTo(server, offers, 'list').filter((c) => !c.query.has('active_only'))).toHaveLength(1);
  });
});
