// @vitest-environment jsdom
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../src/console/app/routes';
import { ReviewPage } from '../../../src/console/engine/review/ReviewPage';
import type { PendingBlock } from '../../../src/console/rules/reviewBlocks';
import { client, demoWebsites } from '../fixtures';
import { consoleApi, preloadConsole, renderConsole, resetConsoleState, signIn, type Call, type Handler } from '../harness';
import { first } from '../../helpers/first';

/** The app's routes with the four Pending Review placeholders replaced by the page under test (as the lead will mount it). */
function withReviewPage(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const review = route.path?.startsWith('check/') ? { element: <ReviewPage /> } : {};
    return { ...route, ...review, ...(route.children ? { children: withReviewPage(route.children) } : {}) } as RouteObject;
  });
}
const routes = withReviewPage(appRoutes);

const base = {
  asset_type_name: 'ENTITY',
  status: 'pendingreview',
  version: 1,
  created_by: 8,
  created_by_name: 'Max Maker',
  decided_by: null,
  decided_at: null,
  reason: null,
} as const;
const BLOCKS: PendingBlock[] = [
  {
    ...base,
    block_id: 3,
    kind: 'event-zones',
    kind_label: 'Zone',
    record_id: 21,
    record_label: 'Hall A',
    action: 'UPDATE',
    before: { zone_name: 'Hall A', zone_capacity: 200, zone_location: 'Ground floor' },
    after: { zone_name: 'Hall A', zone_capacity: 250, zone_location: 'Ground floor' },
    created_at: '2026-03-05T14:30:00.000Z',
  },
  {
    ...base,
    block_id: 2,
    kind: 'delegate-passes',
    kind_label: 'Delegate pass',
    record_id: 5,
    record_label: 'VIP Pass',
    action: 'CREATE',
    before: null,
    after: { delegatepass_name: 'VIP Pass', delegatepass_active: true, product_service: { prodserv_classification_text: 'Delegate pass' } },
    created_by_name: 'Mia Maker',
    created_at: '2026-03-04T09:05:00.000Z',
  },
  {
    ...base,
    block_id: 1,
    kind: 'event-zones',
    kind_label: 'Zone',
    record_id: 9,
    record_label: 'Old Hall',
    action: 'DELETE',
    before: { zone_name: 'Old Hall' },
    after: null,
    created_at: '2026-03-01T08:00:00.000Z',
  },
];

/** The signed-in fake server plus /vcs/blocks answering from `pending`, which actions may empty. */
function reviewApi(overrides: Record<string, Handler> = {}, pending: PendingBlock[] = BLOCKS): Call[] {
  let current = pending;
  return consoleApi({
    'GET /api/cms/vcs/blocks': (call) => ({
      body: { data: current.filter((b) => b.asset_type_name === call.query.get('asset_type_name')) },
    }),
    'POST /api/cms/vcs/publish': () => {
      const published = current.length;
      current = [];
      return { body: { data: { published } } };
    },
    ...overrides,
  });
}

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const callsTo = (calls: Call[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

beforeAll(async () => {
  await preloadConsole();
  // The first render of antd's Collapse and Table builds their styles; under load that can pass 5 s.
  configure({ asyncUtilTimeout: 15_000 });
});
beforeEach(() => {
  resetConsoleState();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('Pending Review page', () => {
  it("loads the active website's pending entities and groups them by kind with counts", async () => {
    const calls = reviewApi();
    renderConsole('/check/entities/pending-entities', routes);
    expect(await screen.findByRole('heading', { name: 'Pending review: Entities' })).toBeInTheDocument();
    const zones = await screen.findByTestId('group-event-zones');
    expect(within(zones).getByRole('heading', { level: 2 })).toHaveTextContent(/^Zones/);
    expect(within(zones).getByLabelText('2 changes')).toBeInTheDocument();
    expect(within(screen.getByTestId('group-delegate-passes')).getByRole('heading', { level: 2 })).toHaveTextContent(/^Delegate passes/);
    // Groups in label order; blocks carry name, action tag, maker and docs/product.md §3 time.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/\d+.*$/, '').trim())).toEqual([
      'Delegate passes',
      'Zones',
    ]);
    const hall = screen.getByTestId('block-3');
    expect(hall).toHaveTextContent('Hall A');
    expect(hall).toHaveTextContent('Update');
    expect(hall).toHaveTextContent('by Max Maker · 05-Mar-2026 02:30 PM');
    expect(screen.getByTestId('block-2')).toHaveTextContent('Create');
    expect(screen.getByTestId('block-1')).toHaveTextContent('Delete');
    const get = first(callsTo(calls, 'GET', '/api/cms/vcs/blocks'));
    expect(Object.fromEntries(get.query)).toEqual({ client_id: '1', website_id: '11', asset_type_name: 'ENTITY', status: 'pendingreview' });
  });

  it('opens a change to its field-by-field diff, unchanged fields on request', async () => {
    reviewApi();
    renderConsole('/check/entities/pending-entities', routes);
    await user().click(await screen.findByText('Hall A'));
    const diff = await screen.findByTestId('diff-3');
    expect(
      within(diff)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(within(diff).getByRole('row', { name: /Capacity/ })).toHaveTextContent('Capacity200250');
    expect(within(diff).queryByText('Zone name')).toBeNull();
    await user().click(within(diff).getByRole('checkbox', { name: 'Show unchanged fields (2)' }));
    expect(within(diff).getByRole('row', { name: /Zone name/ })).toHaveTextContent('Zone nameHall AHall A');

    await user().click(screen.getByText('VIP Pass'));
    const created = await screen.findByTestId('diff-2');
    expect(
      within(created)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'New value']);
    expect(within(created).getByRole('row', { name: /Product › Classification/ })).toHaveTextContent('Delegate pass');
    expect(within(created).getByRole('row', { name: /On sale/ })).toHaveTextContent('Yes');

    await user().click(screen.getByText('Old Hall'));
    const deleted = await screen.findByTestId('diff-1');
    expect(
      within(deleted)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Value being deleted']);
  });

  it('shows an enumeration’s coded values in its words', async () => {
    const price: PendingBlock = {
      ...first(BLOCKS),
      block_id: 8,
      kind: 'prodserv-prices',
      kind_label: 'Price',
      record_id: 31,
      record_label: 'Early bird',
      before: { prodservprice_name: 'Early bird', prodservprice_tax_mode: 'pretax' },
      after: { prodservprice_name: 'Early bird', prodservprice_tax_mode: 'posttax' },
    };
    reviewApi({}, [price]);
    renderConsole('/check/entities/pending-entities', routes);
    await user().click(await screen.findByText('Early bird'));
    const diff = await screen.findByTestId('diff-8');
    expect(await within(diff).findByRole('row', { name: /Amount is/ })).toHaveTextContent(
      'Amount isBefore tax, added at checkoutTax included',
    );
  });

  it('publishes what is selected after confirming the count, naming each change at the version shown', async () => {
    const calls = reviewApi();
    renderConsole('/check/entities/pending-entities', routes);
    await user().click(await screen.findByRole('button', { name: 'Publish selected (3)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Publish 3 changes?');
    expect(dialog).toHaveTextContent('The 3 changes you selected in Entities go live at once, as shown; nothing else does.');
    expect(callsTo(calls, 'POST', '/api/cms/vcs/publish')).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('flash-success')).toHaveTextContent('3 changes published.');
    const publish = first(callsTo(calls, 'POST', '/api/cms/vcs/publish'));
    expect(Object.fromEntries(publish.query)).toEqual({ client_id: '1', website_id: '11', asset_type_name: 'ENTITY' });
    expect(publish.body).toEqual({
      blocks: [
        { block_id: 3, version: 1 },
        { block_id: 2, version: 1 },
        { block_id: 1, version: 1 },
      ],
    });
    expect(await screen.findByText('Nothing is waiting for review')).toBeInTheDocument();
    // The session's client and websites carry hasPendingBlocks (button badge, sidebar alerts): it is asked again.
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/client/session').length).toBeGreaterThan(1));
  });

  it('publishes only the changes left selected, or one change from its panel', async () => {
    const calls = reviewApi({ 'POST /api/cms/vcs/publish': () => ({ body: { data: { published: 1 } } }) });
    renderConsole('/check/entities/pending-entities', routes);
    await user().click(await screen.findByRole('checkbox', { name: 'Select Hall A' }));
    await user().click(screen.getByRole('checkbox', { name: 'Select Old Hall' }));
    await user().click(screen.getByRole('button', { name: 'Publish selected (1)' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/cms/vcs/publish')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/cms/vcs/publish')[0]!.body).toEqual({ blocks: [{ block_id: 2, version: 1 }] });
    await user().click(screen.getByText('Hall A'));
    await user().click(await screen.findByRole('button', { name: 'Publish this change Hall A' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/cms/vcs/publish')).toHaveLength(2));
    expect(callsTo(calls, 'POST', '/api/cms/vcs/publish')[1]!.body).toEqual({ blocks: [{ block_id: 3, version: 1 }] });
  });

  it('marks what the checker wrote, leaves it out and says another checker must publish it', async () => {
    const mine = BLOCKS.map((b) => (b.block_id === 3 ? { ...b, touched_by: [8, 7] } : b));
    const calls = reviewApi({}, mine);
    renderConsole('/check/entities/pending-entities', routes);
    expect(await screen.findByTestId('own-3')).toHaveTextContent('Written by you');
    expect(screen.getByRole('checkbox', { name: 'Select Hall A' })).toBeDisabled();
    expect(
      screen.getByText('You wrote 1 of these changes yourself: another checker must publish them (four-eyes rule).'),
    ).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Publish selected (2)' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/cms/vcs/publish')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/cms/vcs/publish')[0]!.body).toEqual({
      blocks: [
        { block_id: 2, version: 1 },
        { block_id: 1, version: 1 },
      ],
    });
  });

  it('marks what arrives or is saved again while the checker looks, and leaves it out until opened', async () => {
    let current = BLOCKS;
    const calls = reviewApi({
      'GET /api/cms/vcs/blocks': () => ({ body: { data: current } }),
      'POST /api/cms/vcs/publish': () => ({ body: { data: { published: 2 } } }),
    });
    renderConsole('/check/entities/pending-entities', routes);
    expect(await screen.findByRole('button', { name: 'Publish selected (3)' })).toBeEnabled();
    const arrived = { ...BLOCKS[0]!, block_id: 4, record_id: 22, record_label: 'Hall B', action: 'CREATE' as const, before: null };
    current = [arrived, ...BLOCKS.map((b) => (b.block_id === 3 ? { ...b, version: 2, record_label: 'Hall A, renamed' } : b))];
    // What the event stream does when a maker saves: the list is asked again.
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    expect(await screen.findByTestId('mark-4')).toHaveTextContent('New since you opened this page');
    expect(screen.getByTestId('mark-3')).toHaveTextContent('Saved again since you opened this page');
    expect(screen.getByTestId('review-marked')).toHaveTextContent('2 changes arrived or were saved again while you were looking');
    expect(screen.getByRole('checkbox', { name: 'Select Hall A, renamed' })).not.toBeChecked();
    await user().click(screen.getByRole('button', { name: 'Publish selected (2)' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/cms/vcs/publish')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/cms/vcs/publish')[0]!.body).toEqual({
      blocks: [
        { block_id: 2, version: 1 },
        { block_id: 1, version: 1 },
      ],
    });
    // Opened, the changed one counts as seen and can be selected at the version shown.
    await user().click(screen.getByText('Hall A, renamed'));
    await waitFor(() => expect(screen.queryByTestId('mark-3')).toBeNull());
  });

  it('does not publish when the confirmation is cancelled', async () => {
    const calls = reviewApi();
    renderConsole('/check/entities/pending-entities', routes);
    await user().click(await screen.findByRole('button', { name: 'Publish selected (3)' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/cms/vcs/publish')).toHaveLength(0);
  });

  it.each([
    [
      'the four-eyes refusal',
      {
        status: 403,
        body: {
          error: {
            category: 'AuthError',
            code: 'FOUR_EYES',
            message:
              'You made 2 of these changes yourself (Zone "Hall A", Zone "Old Hall"); another checker must publish them (four-eyes rule).',
          },
        },
      },
      'You made 2 of these changes yourself (Zone "Hall A", Zone "Old Hall"); another checker must publish them (four-eyes rule).',
    ],
    [
      'the docs/product.md §8 fallback when the answer has no message',
      { status: 500, body: {} },
      "Couldn't publish changes :( Please try again later.",
    ],
  ])('a failed publish flashes %s', async (_case, reply, message) => {
    reviewApi({ 'POST /api/cms/vcs/publish': () => reply });
    renderConsole('/check/entities/pending-entities', routes);
    await user().click(await screen.findByRole('button', { name: 'Publish selected (3)' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('flash-danger')).toHaveTextContent(message);
    expect(screen.getByText('Hall A')).toBeInTheDocument();
  });

  it('lists the reference problems that block a publish', async () => {
    const problems = [
      'Delegate pass "VIP Pass" points at Zone 4, which is not live.',
      'Zone "Hall A" points at Event 1, which is not live.',
    ];
    reviewApi({
      'POST /api/cms/vcs/publish': () => ({
        status: 409,
        body: {
          error: {
            category: 'DBStateError',
            code: 'REFERENCE_NOT_LIVE',
            message: `Cannot publish: ${problems.join(' ')}`,
            details: { problems },
          },
        },
      }),
    });
    renderConsole('/check/entities/pending-entities', routes);
    await user().click(await screen.findByRole('button', { name: 'Publish selected (3)' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('flash-danger')).toHaveTextContent('Cannot publish:');
    const list = await screen.findByTestId('publish-problems');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(problems);
  });

  it('resets what is selected after a confirmation stating the count', async () => {
    const calls = reviewApi({ 'POST /api/cms/vcs/reset': () => ({ body: { data: { reverted: 3 } } }) });
    renderConsole('/check/entities/pending-entities', routes);
    await user().click(await screen.findByRole('button', { name: 'Reset selected (3)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reset 3 changes?');
    await user().click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByTestId('flash-success')).toHaveTextContent('3 changes reset.');
    const reset = first(callsTo(calls, 'POST', '/api/cms/vcs/reset'));
    expect(Object.fromEntries(reset.query)).toEqual({ client_id: '1', website_id: '11', asset_type_name: 'ENTITY' });
    expect((reset.body as { blocks: unknown[] }).blocks).toHaveLength(3);
  });

  it('rejects one change only with a reason, posting block_id and reason', async () => {
    const calls = reviewApi({ 'POST /api/cms/vcs/reject': () => ({ body: { data: { rejected: 1, block_id: 3 } } }) });
    renderConsole('/check/entities/pending-entities', routes);
    // Reject is inside the opened change, not in its header (a button in a button reaches no one).
    expect(screen.queryByRole('button', { name: 'Reject Hall A' })).toBeNull();
    await user().click(await screen.findByText('Hall A'));
    await user().click(await screen.findByRole('button', { name: 'Reject Hall A' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reject the change to Hall A?');
    await user().click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason for rejecting this change.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/cms/vcs/reject')).toHaveLength(0);
    await user().click(within(dialog).getByLabelText('Reason'));
    await user().paste('  Capacity of Hall A is 220.  ');
    await user().click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByTestId('flash-success')).toHaveTextContent('The change to Hall A was rejected.');
    const reject = first(callsTo(calls, 'POST', '/api/cms/vcs/reject'));
    expect(reject.body).toEqual({ block_id: 3, reason: 'Capacity of Hall A is 220.' });
    expect(reject.query.get('client_id')).toBe('1');
  });

  it('shows a viewer the changes read-only, without any action button', async () => {
    const noChecker = { ENTITY: false, PAGE: false, FORM: false, SPEAKERS: false };
    reviewApi({
      'GET /api/client/': () => ({ body: { data: { ...client(), isChecker: noChecker } } }),
      'GET /api/client/websites': () => ({
        body: { data: demoWebsites().map((w) => ({ ...w, isChecker: { ENTITY: false, PAGE: false } })) },
      }),
    });
    renderConsole('/check/entities/pending-entities', routes);
    expect(await screen.findByText('Hall A')).toBeInTheDocument();
    expect(
      screen.getByText('You can see these changes, but only a checker for Entities can publish, reset or reject them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reset/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reject/ })).toBeNull();
  });

  it('says when nothing waits, with a link back to the area', async () => {
    reviewApi({}, []);
    const { router } = renderConsole('/check/entities/pending-entities', routes);
    expect(await screen.findByText('Nothing is waiting for review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Publish selected/ })).toBeNull();
    await user().click(screen.getByRole('link', { name: 'Back to Entities' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/make/entities/programs'));
  });

  it('asks for forms client-wide, without a website', async () => {
    const form: PendingBlock = {
      ...first(BLOCKS.slice(1)),
      block_id: 7,
      asset_type_name: 'FORM',
      kind: 'generic-forms',
      kind_label: 'Generic form',
      record_label: 'Contact us',
      after: { form_name: 'Contact us' },
    };
    const calls = reviewApi({}, [form]);
    renderConsole('/check/forms/pending-entities', routes);
    expect(await screen.findByRole('heading', { name: 'Pending review: Forms' })).toBeInTheDocument();
    expect(await screen.findByText('Contact us')).toBeInTheDocument();
    const get = first(callsTo(calls, 'GET', '/api/cms/vcs/blocks'));
    expect(Object.fromEntries(get.query)).toEqual({ client_id: '1', asset_type_name: 'FORM', status: 'pendingreview' });
    // Forms belong to no one website, so there is no website preview to open.
    expect(screen.queryByRole('link', { name: /Preview the website/ })).toBeNull();
  });

  it("opens the website's working copy in a new tab, so the whole change-set is seen before publishing", async () => {
    reviewApi();
    renderConsole('/check/entities/pending-entities', routes);
    const link = await screen.findByRole('link', { name: /Preview the website with these changes/ });
    // On the page showing the first change: the server finds it from the record (?show=<kind>:<id>).
    expect(link.getAttribute('href')).toMatch(/^\/preview\/11\/\?show=[a-z-]+%3A\d+$/);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
