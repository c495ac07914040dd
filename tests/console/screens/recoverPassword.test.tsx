// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderConsole, resetConsoleState, where } from '../harness';

beforeEach(resetConsoleState);
afterEach(() => vi.unstubAllGlobals());

describe('/recover-password', () => {
  it('sends the address and says the same thing whether or not it exists', async () => {
    const calls = fakeApi({ 'POST /api/cms/auth/forgot-password': { body: { data: { ok: true } } } });
    renderConsole('/recover-password');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('E-mail'), 'maker@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for maker@example.com');
    expect(calls[0]!.body).toEqual({ email: 'maker@example.com' });
  });

  it('falls back to the docs/product.md §8 wording when the call fails without a message', async () => {
    fakeApi({ 'POST /api/cms/auth/forgot-password': { status: 503, body: {} } });
    renderConsole('/recover-password');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('E-mail'), 'maker@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't reset password :( Please try again later.");
  });
});

describe('/recover-password/[token]', () => {
  it('asks for the new password twice and checks they match', async () => {
    const calls = fakeApi({});
    renderConsole('/recover-password/tok123');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('New password'), 'a-long-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('The new password and its confirmation do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('posts token and new password, then returns to sign-in with a flash', async () => {
    const calls = fakeApi({ 'POST /api/cms/auth/reset-password/tok123': { body: { data: { ok: true } } } });
    const { router } = renderConsole('/recover-password/tok123');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('New password'), 'a-long-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-long-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(where(router)).toBe('/login'));
    expect(await screen.findByTestId('flash-success')).toHaveTextContent('Your password has been reset. Please sign in.');
    expect(calls[0]!.body).toEqual({ newPassword: 'a-long-new-password', token: 'tok123' });
  });

  it("shows the server's message for a spent link", async () => {
    fakeApi({
      'POST /api/cms/auth/reset-password/old': {
        status: 400,
        body: {
          error: { category: 'AuthError', message: 'This password reset link is invalid or has expired. Please request a new one.' },
        },
      },
    });
    renderConsole('/recover-password/old');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('New password'), 'a-long-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-long-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
  });
});
