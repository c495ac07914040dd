// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { useFlashStore } from '../../../src/console/state/flashStore';
import { resetConsoleState } from '../harness';
import { at, renderEngine } from './engineHarness';
import { callsTo, fakeResources } from './fakeResources';

/** Lists that do bulk work (engine/list/BulkBar.tsx), say which filters are on, and search as the manager types. */
const zones = consoleRegistry.get('event-zones');
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const seedZones = () =>
  Array.from({ length: 30 }, (_, i) => ({
    zone_name: `Zone ${String(i + 1).padStart(2, '0')}`,
    created_at: `2026-03-${String(i + 1).padStart(2, '0')}T09:30:00.000Z`,
    version: i + 1,
  }));
const BULK = { 'POST /api/cms/bulk_delete': { body: { data: { deleted: 2, withdrawn: 0 } } } };
const bulkCalls = (server: ReturnType<typeof fakeResources>) => server.calls.filter((c) => c.path === '/api/cms/bulk_delete');
const rowBox = (name: string) => screen.findByRole('checkbox', { name: `Select ${name}` });
const bar = () => screen.findByRole('region', { name: /selected$/ });
const flashText = () => useFlashStore.getState().messages.map((m) => m.message);

beforeAll(async () => {
  await import('../../../src/console/app/feedback/ConfirmModal');
});
beforeEach(() => resetConsoleState());
afterEach(() => vi.unstubAllGlobals());

describe('a list does bulk work through review', () => {
  it('deletes the ticked rows with the versions the list showed, after a confirm, and clears the ticks', async () => {
    const server = fakeResources(consoleRegistry, { 'event-zones': seedZones() }, BULK);
    renderEngine('/make/entities/zones');
    await user().click(await rowBox('Zone 30'));
    await user().click(await rowBox('Zone 28'));
    expect(await bar()).toHaveAccessibleName('2 zones selected');
    // No "all that match" until the whole page is ticked.
    expect(screen.queryByRole('button', { name: /Select all 30/ })).toBeNull();
    const exported = within(await bar()).getByRole('link', { name: /Export selection/ });
    const href = new URL(exported.getAttribute('href')!, window.location.origin);
    expect(href.searchParams.get('format')).toBe('csv');
    expect(href.searchParams.get('ids')).toBe('30,28');

    await user().click(within(await bar()).getByRole('button', { name: 'Delete selection' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 zones?');
    await user().click(within(dialog).getByRole('button', { name: 'Delete selection' }));
    await waitFor(() => expect(bulkCalls(server)).toHaveLength(1));
    const call = bulkCalls(server)[0]!;
    expect(call.query.get('kind')).toBe('event-zones');
    expect(call.body).toEqual({
      records: [
        { id: 30, version: 30 },
        { id: 28, version: 28 },
      ],
    });
    await waitFor(() => expect(flashText()).toContain('2 zones wait for review to be deleted.'));
    await waitFor(() => expect(screen.queryByRole('region', { name: /selected$/ })).toBeNull());
    expect(await rowBox('Zone 30')).not.toBeChecked();
  });

  it('ticks the page, then every record that matches, and deletes what matches as many as it showed', async () => {
    const server = fakeResources(consoleRegistry, { 'event-zones': seedZones() }, BULK);
    renderEngine('/make/entities/zones');
    const page = await screen.findByRole('checkbox', { name: 'Select every row on this page' });
    await user().click(await rowBox('Zone 30'));
    expect(page).toHaveProperty('indeterminate', true);
    await user().click(page);
    expect(page).toBeChecked();
    expect(await bar()).toHaveAccessibleName('25 zones selected');
    await user().click(screen.getByRole('button', { name: 'Select all 30 that match' }));
    expect(await bar()).toHaveAccessibleName('30 zones selected');
    // Every page is ticked: the export is the whole list's.
    const href = new URL(
      within(await bar())
        .getByRole('link', { name: /Export selection/ })
        .getAttribute('href')!,
      window.location.origin,
    );
    expect(href.searchParams.has('ids')).toBe(false);
    await user().click(within(await bar()).getByRole('button', { name: 'Delete selection' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete selection' }));
    await waitFor(() => expect(bulkCalls(server)[0]?.body).toEqual({ matching: '', expected: 30 }));
  });

  it('keeps the ticks when the server refuses, saying why', async () => {
    const server = fakeResources(
      consoleRegistry,
      { 'event-zones': seedZones() },
      {
        'POST /api/cms/bulk_delete': {
          status: 409,
          body: { error: { category: 'DBStateError', code: 'VERSION_CONFLICT', message: 'This record was changed by someone else.' } },
        },
      },
    );
    renderEngine('/make/entities/zones');
    await user().click(await rowBox('Zone 30'));
    await user().click(within(await bar()).getByRole('button', { name: 'Delete selection' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete selection' }));
    await waitFor(() => expect(flashText()).toContain('This record was changed by someone else.'));
    expect(bulkCalls(server)).toHaveLength(1);
    expect(await rowBox('Zone 30')).toBeChecked();
  });

  it('lets a viewer tick and export, but not delete', async () => {
    fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    renderEngine('/make/entities/zones', { role: 'viewer' });
    await user().click(await rowBox('Zone 30'));
    expect(within(await bar()).getByRole('link', { name: /Export selection/ })).toBeInTheDocument();
    expect(within(await bar()).queryByRole('button', { name: 'Delete selection' })).toBeNull();
  });

  it('drops the ticks when the search changes: a selection is of the list on show', async () => {
    fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    renderEngine('/make/entities/zones');
    await user().click(await rowBox('Zone 30'));
    await bar();
    await user().type(screen.getByRole('searchbox', { name: 'Search Zones' }), 'Zone 3{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: /selected$/ })).toBeNull());
  });
});

describe('a list says what narrows it', () => {
  it('shows each filter as "Label: value" and clears one or all', async () => {
    const session = (title: string, type: string) => ({
      agenda_title: title,
      agenda_type: type,
      start_date: '2026-05-01T09:00:00.000Z',
      agenda_end_at: '2026-05-01T10:00:00.000Z',
    });
    fakeResources(consoleRegistry, { agendas: [session('Opening keynote', 'Keynote'), session('Data panel', 'Panel')] });
    const base = consoleRegistry.pathOf('agendas');
    const { router } = renderEngine(`${base}?f.agenda_type=Panel&q=data`);
    const chips = await screen.findByRole('group', { name: 'Search and filters in use' });
    expect(within(chips).getByRole('button', { name: 'Remove the filter Search: data' })).toHaveTextContent('Search: data');
    expect(within(chips).getByRole('button', { name: 'Remove the filter Type: Panel' })).toHaveTextContent('Type: Panel');
    await user().click(within(chips).getByRole('button', { name: 'Remove the filter Search: data' }));
    await waitFor(() => expect(at(router)).toBe(`${base}?f.agenda_type=Panel`));
    await user().click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(at(router)).toBe(base));
    expect(screen.queryByRole('group', { name: 'Search and filters in use' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('');
  });
});

describe('a list searches as the manager types', () => {
  it('asks once the typing pauses, without Enter, and keeps one history entry for the search', async () => {
    const server = fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    const { router } = renderEngine('/make/entities/zones');
    await rowBox('Zone 30');
    const before = callsTo(server, zones, 'list').length;
    await user().type(screen.getByRole('searchbox', { name: 'Search Zones' }), 'Zone 0');
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones?q=Zone+0'));
    await waitFor(() => expect(callsTo(server, zones, 'list').at(-1)?.query.get('search')).toBe('Zone 0'));
    // Typed fast, the word was asked for once, not letter by letter.
    expect(
      callsTo(server, zones, 'list')
        .slice(before)
        .map((c) => c.query.get('search')),
    ).toEqual(['Zone 0']);
    await user().type(screen.getByRole('searchbox', { name: 'Search Zones' }), '1');
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones?q=Zone+01'));
    expect(screen.getByRole('searchbox', { name: 'Search Zones' })).toHaveValue('Zone 01');
    // Refining replaced the entry: one step back is the list before the search.
    void router.navigate(-1);
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones'));
  });
});

describe('a list’s columns and views are the manager’s', () => {
  const headers = async () =>
    within(await screen.findByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim())
      .filter((h) => h !== '');

  it('shows, hides and reorders columns, in the address and remembered for the next visit', async () => {
    fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    const first = renderEngine('/make/entities/zones');
    await rowBox('Zone 30');
    await user().click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('region', { name: 'Columns to show' });
    await user().click(within(panel).getByRole('checkbox', { name: 'Capacity' }));
    await user().click(within(panel).getByRole('checkbox', { name: 'Last changed' }));
    await user().click(within(panel).getByRole('button', { name: 'Move Zone name later' }));
    const chosen = ['Where in the venue', 'Zone name', 'Colour', 'Created', 'Last changed', 'Status', 'Actions'];
    await waitFor(async () => expect(await headers()).toEqual(chosen));
    expect(at(first.router)).toBe('/make/entities/zones?cols=zone_location%2Czone_name%2Czone_color%2Ccreated_at%2Cupdated_at');
    first.unmount();

    // A later visit without the columns in its address shows the ones chosen last.
    const again = renderEngine('/make/entities/zones');
    await waitFor(async () => expect(await headers()).toEqual(chosen));
    await user().click(screen.getByRole('button', { name: 'Columns' }));
    await user().click(within(await screen.findByRole('region', { name: 'Columns to show' })).getByRole('button', { name: 'As declared' }));
    await waitFor(async () =>
      expect(await headers()).toEqual(['Zone name', 'Capacity', 'Where in the venue', 'Colour', 'Created', 'Status', 'Actions']),
    );
    expect(at(again.router)).toBe('/make/entities/zones');
  });

  it('keeps the last column shown: its box cannot be cleared', async () => {
    fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    renderEngine('/make/entities/zones?cols=zone_name');
    await rowBox('Zone 30');
    await user().click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('region', { name: 'Columns to show' });
    expect(within(panel).getByRole('checkbox', { name: 'Zone name' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Capacity' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Move Zone name earlier' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Move Zone name later' })).toBeDisabled();
  });

  it('saves the search, sort and columns under a name, as a link that opens the list so', async () => {
    fakeResources(consoleRegistry, { 'event-zones': seedZones() });
    const { router } = renderEngine('/make/entities/zones?q=Zone+1&sort=zone_name&order=asc&size=5&page=2');
    await rowBox('Zone 15');
    await user().click(screen.getByRole('button', { name: 'Views' }));
    const panel = await screen.findByRole('region', { name: 'Saved views' });
    expect(panel).toHaveTextContent('No saved views yet');
    await user().type(within(panel).getByRole('textbox', { name: 'Name of the view' }), '  Tens  first {Enter}');
    const link = await within(panel).findByRole('link', { name: 'Tens first' });
    // The page is not part of a view; the link is the address to share.
    expect(link).toHaveAttribute('href', '/make/entities/zones?order=asc&q=Zone+1&size=5&sort=zone_name');
    expect(link).toHaveAttribute('aria-current', 'page');
    await router.navigate('/make/entities/zones');
    await user().click(await within(panel).findByRole('link', { name: 'Tens first' }));
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones?order=asc&q=Zone+1&size=5&sort=zone_name'));
    await user().click(within(panel).getByRole('button', { name: 'Delete the view Tens first' }));
    expect(within(panel).queryByRole('link', { name: 'Tens first' })).toBeNull();
  });
});
