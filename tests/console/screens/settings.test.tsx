// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleApi, preloadConsole, renderConsole, resetConsoleState, signIn } from '../harness';

beforeAll(preloadConsole);
beforeEach(() => {
  resetConsoleState();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

/** Pastes rather than types: each keystroke re-renders antd's form, which is slow under jsdom. */
async function fill(current: string, next: string, confirmation: string) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  for (const [label, value] of [
    ['Current password', current],
    ['New password', next],
    ['Confirm new password', confirmation],
  ] as const) {
    await user.click(await screen.findByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/settings: change password', () => {
  it('shows a mismatch before calling the server', async () => {
    const calls = consoleApi();
    renderConsole('/settings');
    await fill('demo-password', 'a-new-password', 'another-password');
    expect(await screen.findByText('The new password and its confirmation do not match.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/cms/auth/change-password')).toBe(false);
  });

  it('puts a server error under the field it names', async () => {
    consoleApi({
      'POST /api/cms/auth/change-password': {
        status: 400,
        body: {
          error: {
            category: 'AuthError',
            code: 'WRONG_CURRENT_PASSWORD',
            message: 'The current password is incorrect.',
            field: 'current_password',
          },
        },
      },
    });
    renderConsole('/settings');
    await fill('nope', 'a-new-password', 'a-new-password');
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /current password/ })).toBeNull();
  });

  it('shows a server error without a field above the form, with the fallback wording when there is no message', async () => {
    consoleApi({ 'POST /api/cms/auth/change-password': { status: 500, body: {} } });
    renderConsole('/settings');
    await fill('demo-password', 'a-new-password', 'a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't change password :( Please try again later.");
  });

  it('sends the three fields and flashes success', async () => {
    const calls = consoleApi({ 'POST /api/cms/auth/change-password': { body: { data: { ok: true } } } });
    renderConsole('/settings');
    await fill('demo-password', 'a-new-password', 'a-new-password');
    expect(await screen.findByTestId('flash-success')).toHaveTextContent('Your password has been changed.');
    const call = calls.find((c) => c.path === '/api/cms/auth/change-password');
    expect(call?.body).toEqual({
      current_password: 'demo-password',
      new_password: 'a-new-password',
      confirm_new_password: 'a-new-password',
    });
    expect(call?.headers.client_request_url).toBe('http://localhost:3000/');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });
});
