// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleApi, preloadConsole, renderConsole, resetConsoleState, signIn, type Call } from '../harness';

beforeAll(preloadConsole);
beforeEach(() => {
  resetConsoleState();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

const OWNER = { user_id: 7, email: 'owner@example.com', name: 'Olivia Owner', client_id: 1, owner: true };
const member = (user_id: number, name: string, extra: Record<string, unknown> = {}) => ({
  user_id,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  name,
  owner: false,
  disabled: false,
  invited: false,
  roles: { websites: { '1': { ENTITY: ['viewer', 'maker'] } }, client: {} },
  ...extra,
});

/** The server of an owner with a team of three, recording what the page sends. */
function ownerServer(posted: Call[] = []) {
  return consoleApi({
    'GET /api/cms/auth/me': { body: { data: OWNER } },
    'GET /api/cms/team': {
      body: {
        data: [
          member(7, 'Olivia Owner', { owner: true }),
          member(8, 'Manish Maker'),
          member(9, 'Ines Invited', { invited: true, roles: { websites: {}, client: {} } }),
        ],
      },
    },
    'POST /api/cms/team/invitations': (call) => (posted.push(call), { status: 201, body: { data: { user_id: 10 } } }),
    'POST /api/cms/team/users/8/disable': (call) => (posted.push(call), { body: { data: member(8, 'Manish Maker', { disabled: true }) } }),
  });
}

describe('/team', () => {
  it('tells a user who is not an owner that the page is for owners, and asks the server nothing', async () => {
    const calls = consoleApi();
    renderConsole('/team');
    expect(await screen.findByText('Only the owners of your organisation can manage its team.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/cms/team')).toBe(false);
  });

  it('lists the team with owner, invited and role counts', async () => {
    ownerServer();
    renderConsole('/team');
    const maker = await screen.findByTestId('member-8');
    expect(within(maker).getByText('Manish Maker')).toBeInTheDocument();
    expect(within(maker).getByText('2 roles')).toBeInTheDocument();
    expect(within(screen.getByTestId('member-7')).getByText('Owner')).toBeInTheDocument();
    expect(within(screen.getByTestId('member-9')).getByText('Invited')).toBeInTheDocument();
    expect(within(screen.getByTestId('member-9')).getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('invites with the roles ticked per website and area', async () => {
    const posted: Call[] = [];
    ownerServer(posted);
    renderConsole('/team');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.click(within(form).getByLabelText('E-mail'));
    await user.paste('new.person@example.com');
    await user.click(within(form).getAllByRole('checkbox', { name: /^Maker of Entities on / })[0]!);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0]!.body as { email: string; owner: boolean; roles: { websites: Record<string, { ENTITY?: string[] }> } };
    expect(body).toMatchObject({ email: 'new.person@example.com', owner: false });
    expect(Object.values(body.roles.websites)[0]!.ENTITY).toEqual(['maker']);
    expect(await screen.findByText('Invitation sent. The link works once, for 7 days.')).toBeInTheDocument();
  });

  it('asks before disabling someone, and disables them only when confirmed', async () => {
    const posted: Call[] = [];
    ownerServer(posted);
    renderConsole('/team');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Disable Manish Maker' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Disable Manish Maker?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(posted.map((c) => c.path)).toEqual(['/api/cms/team/users/8/disable']));
  });
});

describe('/audit', () => {
  it('tells a user who is not an owner that the log is for owners, and asks the server nothing', async () => {
    const calls = consoleApi();
    renderConsole('/audit');
    expect(await screen.findByText('Only the owners of your organisation can read its audit log.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/cms/audit' || c.path === '/api/cms/team')).toBe(false);
  });

  it('shows who did what and from where, and links the CSV export of the filter', async () => {
    const asked: URLSearchParams[] = [];
    consoleApi({
      'GET /api/cms/auth/me': { body: { data: OWNER } },
      'GET /api/cms/team': { body: { data: [member(7, 'Olivia Owner', { owner: true })] } },
      'GET /api/cms/audit': (call) => (
        asked.push(call.query),
        {
          body: {
            data: [
              {
                at: '2026-11-27T09:00:00Z',
                user_id: 7,
                user: 'Olivia Owner',
                action: 'user_disabled',
                target: { email: 'manish@example.com' },
                address: '203.0.113.9',
              },
            ],
            meta: { page: 1, max_results: 25, total: 1 },
          },
        }
      ),
    });
    renderConsole('/audit');
    expect(await screen.findByText('Disabled a user')).toBeInTheDocument();
    expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
    expect(screen.getByText(/manish@example\.com/)).toBeInTheDocument();
    expect(asked[0]?.get('client_id')).toBe('1');
    expect(screen.getByRole('link', { name: /csv/i }).getAttribute('href')).toMatch(/\/api\/cms\/audit\?.*format=csv/);
  });
});
