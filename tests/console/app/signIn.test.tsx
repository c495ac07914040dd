// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleApi, preloadConsole, renderConsole, resetConsoleState, signIn, where } from '../harness';

beforeAll(preloadConsole);

beforeEach(resetConsoleState);
afterEach(() => vi.unstubAllGlobals());

describe('sign-in', () => {
  it('sends a signed-out visitor to /login and back to where they were going after sign-in', async () => {
    const calls = consoleApi({
      'POST /api/cms/auth/login': (call) => {
        const { password } = call.body as { password: string };
        if (password !== 'demo-password') {
          return {
            status: 401,
            body: { error: { category: 'AuthError', code: 'BAD_CREDENTIALS', message: 'The e-mail address or password is incorrect.' } },
          };
        }
        signIn(); // the server sets the cookies
        return { body: { data: { token: 'opaque', user_id: 7, client_id: 1 } } };
      },
    });
    const { router } = renderConsole('/make/entities/zones?page=2');
    await screen.findByRole('heading', { name: 'Sign in to the console' });
    expect(where(router)).toBe('/login?next=%2Fmake%2Fentities%2Fzones%3Fpage%3D2');
    await waitFor(() => expect(document.title).toBe('Website Console | Sign in to the console'));

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(screen.getByLabelText('E-mail'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is incorrect.');
    expect(router.state.location.pathname).toBe('/login');

    const login = calls.find((c) => c.path === '/api/cms/auth/login');
    expect(login?.credentials).toBe('include');
    expect(login?.headers.client_request_url).toBe('http://localhost:3000/');
    expect(login?.body).toEqual({ email: 'owner@example.com', password: 'wrong' });

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where(router)).toBe('/make/entities/zones?page=2'));
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
  });

  it('shows inline errors before calling the server', async () => {
    const calls = consoleApi();
    renderConsole('/login');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('login'))).toHaveLength(0);
  });

  it("falls back to docs/product.md §8's wording when the server gives no message", async () => {
    consoleApi({ 'POST /api/cms/auth/login': { status: 500, body: {} } });
    renderConsole('/login');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('E-mail'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't login :( Please try again later.");
  });

  it('never returns to another site after sign-in', async () => {
    consoleApi({ 'POST /api/cms/auth/login': () => (signIn(), { body: { data: { token: 't', user_id: 7, client_id: 1 } } }) });
    const { router } = renderConsole('/login?next=//evil.example/steal');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('E-mail'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/make/entities/programs'));
  });

  it('a 401 from any call clears the readable cookies and returns to /login', async () => {
    signIn();
    document.cookie = 'dev_activeWebsiteId=12; path=/';
    consoleApi({
      'GET /api/client/websites': { status: 401, body: { error: { category: 'SessionError', message: 'Your session has ended.' } } },
    });
    const { router } = renderConsole('/make/entities/agenda');
    await waitFor(() => expect(where(router)).toBe('/login?next=%2Fmake%2Fentities%2Fagenda'));
    expect(document.cookie).not.toContain('dev_userId=7');
    expect(document.cookie).not.toContain('dev_activeWebsiteId');
  });

  it('public pages need no credentials', async () => {
    consoleApi();
    renderConsole('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms-conditions');
  });
});
