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
    expect(headers).toEqual(['Zone name', 'Capacity', 'Where in the venue', 'Colour', 'Created', 'Status', 'Actions']);
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
    await user().click(screen.getByTitle('2'));
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones?page=2'));
    await rowNamed('Zone 05');
    expect(callsTo(server, zones, 'list').at(-1)?.query.get('page')).toBe('2');

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
});
