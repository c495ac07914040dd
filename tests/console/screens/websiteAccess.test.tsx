// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleApi, preloadConsole, renderConsole, resetConsoleState, signIn, type Call } from '../harness';

beforeAll(async () => {
  await preloadConsole();
  await import('../../../src/console/screens/websiteAccess/WebsiteAccessScreen');
});
beforeEach(() => {
  resetConsoleState();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

const OWNER = { user_id: 7, email: 'owner@example.com', name: 'Olivia Owner', client_id: 1, owner: true };
// The active website of the demo session is its first, Demo Academy (id 11).
const SITE = '/api/cms/websites/11';
const TOKEN = {
  id: 3,
  name: 'Public website',
  origins: ['https://www.academy.example.org'],
  expires_at: null,
  created_at: '2026-11-20T09:00:00Z',
  last_used_at: null,
  created_by: 'Olivia Owner',
};
const HOOK = { id: 5, url: 'https://hooks.example.org/cms', events: ['published', 'schedule.failed'], created_at: '2026-11-21T09:00:00Z' };
const DELIVERIES = [
  {
    delivery_id: 502,
    event: 'published',
    state: 'delivered',
    created_at: '2026-11-27T10:00:00Z',
    attempts: [{ attempt: 1, at: '2026-11-27T10:00:01Z', status_code: 204, duration_ms: 87, error: null }],
  },
  {
    delivery_id: 501,
    event: 'schedule.failed',
    state: 'failed',
    created_at: '2026-11-26T10:00:00Z',
    attempts: [
      { attempt: 1, at: '2026-11-26T10:00:01Z', status_code: 500, duration_ms: 412, error: null },
      { attempt: 2, at: '2026-11-26T10:01:01Z', status_code: null, duration_ms: null, error: 'connect ECONNREFUSED' },
    ],
  },
];

/** The server of an owner whose website has one token and one webhook, recording every change the page sends. */
function ownerServer(changes: Call[] = []) {
  const record = (reply: { status?: number; body: unknown }) => (call: Call) => (changes.push(call), reply);
  return consoleApi({
    'GET /api/cms/auth/me': { body: { data: OWNER } },
    [`GET ${SITE}/tokens`]: { body: { data: [TOKEN], meta: { total: 1 } } },
    [`GET ${SITE}/webhooks`]: { body: { data: [HOOK], meta: { total: 1 } } },
    [`POST ${SITE}/tokens`]: record({
      status: 201,
      body: {
        data: {
          id: 4,
          token: 'wst_s3cr3t-once',
          name: 'Shop',
          origins: ['https://shop.example.org:8443'],
          expires_at: null,
          created_at: '2026-11-28T09:00:00Z',
        },
      },
    }),
    [`DELETE ${SITE}/tokens/3`]: record({ body: { data: { id: 3, revoked: true } } }),
    [`POST ${SITE}/webhooks`]: record({
      status: 201,
      body: {
        data: {
          id: 6,
          secret: 'whsec_only-now',
          url: 'https://ops.example.org/hook',
          events: ['rejected'],
          created_at: '2026-11-28T09:00:00Z',
        },
      },
    }),
    [`GET ${SITE}/webhooks/5/deliveries`]: { body: { data: DELIVERIES, meta: { total: 2, page: 1, max_results: 20 } } },
    [`POST ${SITE}/webhooks/5/deliveries/501/redeliver`]: record({ status: 202, body: { data: { delivery_id: 503 } } }),
  });
}

const typist = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

describe('/website-access', () => {
  it('tells a user who is not an owner that the page is for owners, and asks the server nothing', async () => {
    const calls = consoleApi();
    renderConsole('/website-access');
    expect(await screen.findByText('Only the owners of your organisation can manage website access.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/cms/websites/'))).toBe(false);
  });

  it("is in an owner's user menu", async () => {
    ownerServer();
    const { router } = renderConsole('/settings');
    const user = typist();
    const menu = await screen.findByTestId('user-menu');
    await waitFor(() => expect(menu).toHaveTextContent('Olivia Owner'));
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: /Website access/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/website-access'));
    expect(await screen.findByRole('heading', { name: 'Website access', level: 1 })).toBeInTheDocument();
  });

  it("lists the website's tokens and webhooks, for the website the address names", async () => {
    const calls = consoleApi({
      'GET /api/cms/auth/me': { body: { data: OWNER } },
      'GET /api/cms/websites/12/tokens': { body: { data: [TOKEN], meta: { total: 1 } } },
      'GET /api/cms/websites/12/webhooks': { body: { data: [HOOK], meta: { total: 1 } } },
    });
    renderConsole('/website-access?website_id=12');
    const tokens = await screen.findByRole('table', { name: 'API tokens' });
    expect(within(tokens).getByText('Public website')).toBeInTheDocument();
    expect(within(tokens).getByText('https://www.academy.example.org')).toBeInTheDocument();
    const hooks = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(hooks).getByText('https://hooks.example.org/cms')).toBeInTheDocument();
    expect(within(hooks).getByText(/Scheduled publishing failed/)).toBeInTheDocument();
    const asked = calls.filter((c) => c.path.startsWith('/api/cms/websites/'));
    expect(asked.map((c) => c.path).sort()).toEqual(['/api/cms/websites/12/tokens', '/api/cms/websites/12/webhooks']);
    expect(asked.every((c) => c.query.get('client_id') === '1')).toBe(true);
  });

  it('creates a token with its origins and shows it once', async () => {
    const changes: Call[] = [];
    ownerServer(changes);
    renderConsole('/website-access');
    const user = typist();
    const form = await screen.findByRole('form', { name: 'Create a token' });
    await user.type(within(form).getByLabelText('Name'), 'Shop');
    await user.type(within(form).getByLabelText('Allowed browser origins'), 'http://shop.example.org');
    // Not an https origin: named, and the token cannot be made until it is taken away.
    expect(within(form).getByText(/Not an origin of the form https:\/\/host\[:port\]: http:\/\/shop\.example\.org/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Create token' })).toBeDisabled();
    await user.clear(within(form).getByLabelText('Allowed browser origins'));
    await user.type(within(form).getByLabelText('Allowed browser origins'), 'https://shop.example.org:8443');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]!.method).toBe('POST');
    expect(changes[0]!.query.get('client_id')).toBe('1');
    expect(changes[0]!.body).toEqual({ name: 'Shop', origins: ['https://shop.example.org:8443'] });
    // antd names every dialog's title 'test-id' under test, so the dialog is found by what it says.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your new token “Shop”')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('wst_s3cr3t-once')).toBeInTheDocument();
    expect(within(dialog).getByText(/it will not be shown again/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByDisplayValue('wst_s3cr3t-once')).not.toBeInTheDocument());
  });

  it('revokes a token only once confirmed', async () => {
    const changes: Call[] = [];
    ownerServer(changes);
    renderConsole('/website-access');
    const user = typist();
    await user.click(await screen.findByRole('button', { name: 'Revoke Public website' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Revoke the token “Public website”?')).toBeInTheDocument();
    expect(changes).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(changes.map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE ${SITE}/tokens/3`]));
    expect(await screen.findByText('Token revoked.')).toBeInTheDocument();
  });

  it('adds a webhook for the events ticked and shows its signing secret once', async () => {
    const changes: Call[] = [];
    ownerServer(changes);
    renderConsole('/website-access');
    const user = typist();
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    await user.type(within(form).getByLabelText('URL'), 'https://ops.example.org/hook');
    // No event ticked: nothing to send.
    expect(within(form).getByRole('button', { name: 'Add webhook' })).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: 'Change rejected' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Scheduled publishing done' }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]!.path).toBe(`${SITE}/webhooks`);
    const body = changes[0]!.body as { url: string; events: string[] };
    expect(body.url).toBe('https://ops.example.org/hook');
    expect([...body.events].sort()).toEqual(['rejected', 'schedule.done']);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The signing secret of https://ops.example.org/hook')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('whsec_only-now')).toBeInTheDocument();
    expect(within(dialog).getByText(/it will not be shown again/)).toBeInTheDocument();
  });

  it("lists a webhook's delivery attempts and redelivers one", async () => {
    const changes: Call[] = [];
    const calls = ownerServer(changes);
    renderConsole('/website-access');
    const user = typist();
    await user.click(await screen.findByRole('button', { name: 'Delivery log https://hooks.example.org/cms' }));
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    const rows = within(log).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    // Newest delivery first; within one, its latest attempt first with the state and the button.
    expect(cells.map((c) => c.slice(0, 5))).toEqual([
      ['Published', '204', '87', '1', 'Delivered'],
      ['Scheduled publishing failed', 'connect ECONNREFUSED', '', '2', 'Failed'],
      ['Scheduled publishing failed', '500', '412', '1', ''],
    ]);
    expect(calls.find((c) => c.path === `${SITE}/webhooks/5/deliveries`)?.query.get('client_id')).toBe('1');
    await user.click(within(log).getByRole('button', { name: 'Redeliver #501' }));
    await waitFor(() => expect(changes.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${SITE}/webhooks/5/deliveries/501/redeliver`]));
    expect(await screen.findByText('Sent again, as a new delivery.')).toBeInTheDocument();
  });
});
