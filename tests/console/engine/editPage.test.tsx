// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { Registry } from '../../../src/shared/registry';
import { useFlashStore } from '../../../src/console/state/flashStore';
import { resetConsoleState } from '../harness';
import { at, renderEngine } from './engineHarness';
import { callsTo, fakeResources } from './fakeResources';
import { first } from '../../helpers/first';

const zones = consoleRegistry.get('event-zones');
const sponsors = consoleRegistry.get('sponsors');
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const lastFlash = () => useFlashStore.getState().messages.at(-1);
const seed = () => ({
  'event-zones': [
    { zone_name: 'Main Stage', zone_capacity: 1200, zone_color: '#1677ff', zone_is_accessible: true },
    { zone_name: 'VIP Lounge', zone_capacity: 80, status: 'pendingreview', pending_action: 'UPDATE', version: 3 },
  ],
  sponsorships: [{ sponsorship_name: 'Gold' }],
});
/** The antd form item (label, control, help) of a field. */
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

beforeAll(async () => {
  await Promise.all([import('../../../src/console/engine/edit/EditPage'), import('../../../src/console/app/feedback/ConfirmModal')]);
});
beforeEach(() => resetConsoleState());
afterEach(() => vi.unstubAllGlobals());

describe('EditPage from a declaration', () => {
  it('ADD submits to the create call with the schema defaults, flashes success and returns to the list', async () => {
    const server = fakeResources(consoleRegistry, seed());
    const { router } = renderEngine('/make/entities/zones/new');
    expect(await screen.findByRole('heading', { name: 'Add Zone' })).toBeInTheDocument();
    await user().type(screen.getByLabelText('Zone name'), 'Workshop Rooms');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(server, zones, 'create')).toHaveLength(1));
    const call = first(callsTo(server, zones, 'create'));
    expect(call.body).toEqual({ zone_name: 'Workshop Rooms', zone_color: '#1677ff', zone_is_accessible: true });
    expect(call.query.get('website_id')).toBe('12');
    expect(lastFlash()).toMatchObject({ type: 'success', message: 'Zone added and sent for review.' });
    await waitFor(() => expect(at(router)).toBe('/make/entities/zones'));
  });

  it('shows the server’s field errors (400 details.fields) on their fields and flashes the message', async () => {
    const server = fakeResources(consoleRegistry, seed());
    server.intercept((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              error: {
                category: 'RequestError',
                code: 'INVALID_FIELD',
                message: 'Zone name is already used on this website.',
                field: 'zone_name',
                details: { fields: [{ field: 'zone_name', message: 'Zone name is already used on this website.' }] },
              },
            },
          }
        : undefined,
    );
    const { router } = renderEngine('/make/entities/zones/new');
    await user().type(await screen.findByLabelText('Zone name'), 'Main Stage');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(itemOf('Zone name')).toHaveTextContent('Zone name is already used on this website.'));
    expect(lastFlash()).toMatchObject({ type: 'danger', message: 'Zone name is already used on this website.' });
    expect(at(router)).toBe('/make/entities/zones/new');
    // Editing the field clears its error.
    await user().type(screen.getByLabelText('Zone name'), ' 2');
    await waitFor(() => expect(itemOf('Zone name')).not.toHaveTextContent('already used'));
  });

  it('refuses a personal e-mail in a workEmail field before anything is sent, on blur and on submit', async () => {
    const server = fakeResources(consoleRegistry, seed());
    renderEngine('/make/entities/sponsors/new');
    await user().type(await screen.findByRole('textbox', { name: 'Sponsor' }), 'Tailspin Cloud');
    await user().type(screen.getByLabelText('Contact e-mail'), 'ceo@gmail.com');
    await user().click(screen.getByRole('textbox', { name: 'Sponsor' }));
    const refused = 'Contact e-mail must be a work e-mail address; personal addresses such as gmail.com or yahoo.com are not accepted.';
    await waitFor(() => expect(itemOf('Contact e-mail')).toHaveTextContent(refused));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(itemOf('Sponsorship tier')).toHaveTextContent('Sponsorship tier is required.'));
    expect(itemOf('Contact e-mail')).toHaveTextContent(refused);
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(callsTo(server, sponsors, 'create')).toHaveLength(0);
  });

  it.each([
    ['checks a field only when it is left', false],
    ['with liveValidate, checks the field on every change, while it is still focused', true],
  ])('%s', async (_sentence, live) => {
    // The real declarations, with the sponsors kind declaring liveValidate or not.
    const registry = new Registry(
      consoleRegistry
        .all()
        .map((d) => ({ file: `schemas/${d.kind}.json`, json: d.kind === 'sponsors' ? { ...d, liveValidate: live } : d })),
    );
    fakeResources(registry, seed());
    renderEngine('/make/entities/sponsors/new', { registry });
    const email = await screen.findByLabelText('Contact e-mail');
    await user().type(email, 'ceo@gmail.com');
    const refused = 'Contact e-mail must be a work e-mail address';
    expect(email).toHaveFocus();
    if (!live) {
      expect(itemOf('Contact e-mail')).not.toHaveTextContent(refused);
      return;
    }
    await waitFor(() => expect(itemOf('Contact e-mail')).toHaveTextContent(refused));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user().clear(email);
    await user().type(email, 'ceo@tailspin.com');
    await waitFor(() => expect(itemOf('Contact e-mail')).not.toHaveTextContent(refused));
    expect(email).toHaveFocus();
  });

  it('a 409 opens the conflict dialog: Compare shows field by field, Overwrite resends with the current version', async () => {
    const server = fakeResources(consoleRegistry, seed());
    renderEngine('/make/entities/zones/1/edit');
    const name = await screen.findByLabelText('Zone name');
    expect(name).toHaveValue('Main Stage');
    expect(screen.getByRole('heading', { name: 'Edit Zone: Main Stage' })).toBeInTheDocument();
    // Someone else saves meanwhile.
    Object.assign(first(server.rows('event-zones')), { zone_name: 'Main Hall', version: 2 });
    await user().clear(name);
    await user().type(name, 'Grand Stage');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Someone else changed this zone');
    expect(within(dialog).getByRole('button', { name: 'Reload (discard mine)' })).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Compare' }));
    const diff = await within(dialog).findByRole('table', { name: 'Compare' });
    expect(within(diff).getByRole('row', { name: /Zone name/ })).toHaveTextContent('Zone nameMain HallGrand Stage');
    await user().click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(callsTo(server, zones, 'update')).toHaveLength(2));
    expect(callsTo(server, zones, 'update')[1]!.body).toMatchObject({ zone_id: 1, version: 2, zone_name: 'Grand Stage' });
    await waitFor(() => expect(lastFlash()).toMatchObject({ type: 'success', message: 'Zone updated and sent for review.' }));
  });

  it('shows stored values its declaration no longer accepts, each with its rule, and never drops them on save', async () => {
    const server = fakeResources(consoleRegistry, {
      'event-zones': [
        // Stored before the declaration narrowed: a longer location, a capacity of 0.
        { zone_name: 'Annex', zone_location: 'L'.repeat(130), zone_capacity: 0, zone_description: 'Kept as it is' },
        { zone_name: 'Main Stage', zone_capacity: 1200 },
      ],
    });
    renderEngine('/make/entities/zones/1/edit');
    const notice = await screen.findByTestId('stored-misfit');
    expect(notice).toHaveTextContent('This zone holds 2 stored values that no longer fit its declaration.');
    expect(screen.getByLabelText('Where in the venue')).toHaveValue('L'.repeat(130));
    expect(itemOf('Where in the venue')).toHaveTextContent(/at most 120/);
    expect(itemOf('Capacity')).toHaveTextContent(/at least 1/);
    expect(screen.getByLabelText('Capacity')).toHaveAttribute('aria-invalid', 'true');
    // Fixing one clears its error only; saving with the other still wrong sends nothing.
    await user().clear(screen.getByLabelText('Where in the venue'));
    await user().type(screen.getByLabelText('Where in the venue'), 'East wing');
    await waitFor(() => expect(itemOf('Where in the venue')).not.toHaveTextContent(/120/));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument());
    expect(callsTo(server, zones, 'update')).toHaveLength(0);
    await user().clear(screen.getByLabelText('Capacity'));
    await user().type(screen.getByLabelText('Capacity'), '40');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(server, zones, 'update')).toHaveLength(1));
    expect(first(callsTo(server, zones, 'update')).body).toMatchObject({
      zone_name: 'Annex',
      zone_location: 'East wing',
      zone_capacity: 40,
      zone_description: 'Kept as it is',
    });
  });

  it('shows no such notice on a record that fits its declaration', async () => {
    fakeResources(consoleRegistry, seed());
    renderEngine('/make/entities/zones/1/edit');
    expect(await screen.findByLabelText('Zone name')).toHaveValue('Main Stage');
    expect(screen.queryByTestId('stored-misfit')).toBeNull();
    expect(screen.getByLabelText('Zone name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('Reload in the conflict dialog discards mine and shows the saved version', async () => {
    const server = fakeResources(consoleRegistry, seed());
    renderEngine('/make/entities/zones/1/edit');
    const name = await screen.findByLabelText('Zone name');
    Object.assign(first(server.rows('event-zones')), { zone_name: 'Main Hall', version: 2 });
    await user().type(name, '!');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reload (discard mine)' }));
    await waitFor(() => expect(screen.getByLabelText('Zone name')).toHaveValue('Main Hall'));
  });

  it('VIEW_TEMP reads the pending version read-only, with the pending action shown', async () => {
    const server = fakeResources(consoleRegistry, seed());
    renderEngine('/make/entities/zones/2/pending');
    expect(await screen.findByRole('heading', { name: 'VIP Lounge: pending version' })).toBeInTheDocument();
    expect(screen.getByText('Pending: update')).toBeInTheDocument();
    expect(screen.getByText('This record has a pending update waiting for review.')).toBeInTheDocument();
    expect(screen.getByLabelText('Zone name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/make/entities/zones/2/edit');
    expect(callsTo(server, zones, 'read')[0]!.query.get('mode')).toBe('VIEW_TEMP');
  });

  it('a singleton (the event) is its one record: read unwrapped from i_evt_event, saved with its version, page stays', async () => {
    const event = {
      event_name: 'Future of Work Summit 2026',
      event_start_at: '2026-06-18T08:30:00Z',
      event_end_at: '2026-06-19T17:00:00Z',
      event_timezone: 'Europe/Berlin',
      version: 4,
    };
    const server = fakeResources(consoleRegistry, { events: [event] });
    const { router } = renderEngine('/make/entities/event');
    const name = await screen.findByLabelText('Event name');
    expect(name).toHaveValue('Future of Work Summit 2026');
    expect(screen.getByRole('heading', { name: 'Event' })).toBeInTheDocument();
    await user().type(name, ' (Berlin)');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    const events = consoleRegistry.get('events');
    await waitFor(() => expect(callsTo(server, events, 'update')).toHaveLength(1));
    expect(callsTo(server, events, 'update')[0]!.body).toMatchObject({ event_name: 'Future of Work Summit 2026 (Berlin)', version: 4 });
    expect(lastFlash()).toMatchObject({ type: 'success', message: 'Event updated and sent for review.' });
    expect(at(router)).toBe('/make/entities/event');
    // The saved version comes back, so the next save sends 5.
    await waitFor(() => expect(screen.getByText('Pending: update')).toBeInTheDocument());
  });
});
