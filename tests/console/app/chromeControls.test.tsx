// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { website } from '../fixtures';
import { antdStyles, consoleApi, preloadConsole, renderConsole, resetConsoleState, signIn } from '../harness';

beforeAll(preloadConsole);

beforeEach(() => {
  resetConsoleState();
  signIn();
  window.innerWidth = 1400;
});
afterEach(() => vi.unstubAllGlobals());

const sidebarLinks = () =>
  within(screen.getByTestId('sidebar'))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('console chrome controls', () => {
  it('the user menu opens Settings and signs out to /login', async () => {
    const calls = consoleApi();
    const { router } = renderConsole('/make/entities/programs');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const menu = await screen.findByTestId('user-menu');
    await waitFor(() => expect(menu).toHaveTextContent('Olivia Owner'));
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: /Settings/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();

    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: /Sign out/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/cms/auth/logout')).toBe(true);
    expect(document.cookie).not.toContain('dev_userId=7');
    expect(document.cookie).not.toContain('dev_activeWebsiteId');
  });

  it('the sidebar collapses and expands; a 767 px screen has a menu drawer instead, holding the sidebar and the place controls', async () => {
    consoleApi();
    const first = renderConsole('/make/entities/programs');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    expect(sidebar).toHaveStyle({ width: '288px' });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(sidebar).toHaveStyle({ width: '80px' });
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    // Collapsed, every entry still shows its declared icon and keeps its label as the link's name.
    const entries = within(within(sidebar).getByRole('navigation', { name: 'Sidebar' })).getAllByRole('listitem');
    expect(entries.map((e) => e.querySelector('[data-icon]')?.getAttribute('data-icon'))).toEqual([
      'book',
      'bank',
      'message',
      'solution',
      'safety-certificate',
      'percentage',
      'shopping',
    ]);
    expect(entries.map((e) => within(e).getByRole('link').textContent)).toEqual(sidebarLinks());
    expect(entries.every((e) => e.querySelector('svg') !== null)).toBe(true);
    await user.click(entries[3]!.querySelector('[data-icon]') as Element);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/make/entities/edu-instructors'));
    first.unmount();

    window.innerWidth = 767;
    renderConsole('/make/entities/programs');
    // A phone has no icon strip and no sidebar toggle: one menu button opens the drawer.
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByRole('button', { name: /sidebar/ })).toBeNull();
    const mobile = await screen.findByTestId('mobile-menu');
    // The website switcher and the area toggle moved from the header into the drawer.
    expect(within(mobile).getByTestId('website-switcher')).toBeInTheDocument();
    expect(within(mobile).getByTestId('area-toggle')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByTestId('website-switcher')).toBeNull();
    expect(
      within(mobile)
        .getAllByRole('listitem')
        .every((e) => e.querySelector('svg') !== null),
    ).toBe(true);
    await user.click(within(mobile).getByRole('link', { name: 'Instructors' }));
    await waitFor(() => expect(document.title).toBe('Website Console | Instructors'));
  });

  it('a campaign website shows Home at / and its top tabs lead there and back', async () => {
    consoleApi({ 'GET /api/client/websites': { body: { data: [website(13, 'SPC', 'Demo Campaign')] } } });
    const { router } = renderConsole('/make/pages/edit-website');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await waitFor(() => expect(sidebarLinks()).toEqual(['Edit Website']));
    await user.click(screen.getByRole('link', { name: 'Entities' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Demo Campaign' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sidebarLinks()).toEqual(['Other Listed Products']);
    await waitFor(() => expect(document.title).toBe('Website Console | Home'));
  });

  it('the Event details page is a place of its own: its title, its header link current, no top tab', async () => {
    consoleApi({ 'GET /api/client/websites': { body: { data: [website(12, 'EVT', 'Demo Summit')] } } });
    renderConsole('/make/entities/event');
    const link = await screen.findByRole('link', { name: 'Event details' });
    await waitFor(() => expect(document.title).toBe('Website Console | Event details'));
    expect(link).toHaveAttribute('aria-current', 'page');
    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(tabs).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('an unknown first segment is an invalid route', async () => {
    consoleApi();
    renderConsole('/nonsense/here');
    expect(await screen.findByRole('heading', { name: 'There is no page at /nonsense/here.' })).toBeInTheDocument();
  });

  it('entity routes open the engine on the declared kind', async () => {
    consoleApi();
    renderConsole('/make/entities/edu-accreditations');
    expect(await screen.findByRole('heading', { name: 'Accreditations' })).toBeInTheDocument();
    expect(screen.queryByTestId('entity-route-placeholder')).not.toBeInTheDocument();
  });

  it('follows the website theme when all three theme values are present', async () => {
    const settings = JSON.stringify({
      themeConfig: { cssVariables: { primaryColor: '#1d4ed8', primaryDarkColor: '#1e3a8a', primaryColorType: 'DARK' } },
    });
    consoleApi({ 'GET /api/client/websites': { body: { data: [website(11, 'EDU', 'Demo Academy', { settings })] } } });
    renderConsole('/make/entities/programs');
    await screen.findByTestId('sidebar');
    const css = () =>
      Array.from(antdStyles.querySelectorAll('style'))
        .map((s) => s.textContent)
        .join('\n');
    await waitFor(() => expect(css().toLowerCase()).toContain('#1d4ed8'));
  });

  it('shows the loading screen while the client loads', async () => {
    consoleApi({ 'GET /api/client/': () => new Promise(() => undefined) });
    renderConsole('/make/entities/programs');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it('a failed client load shows the full-screen error screen', async () => {
    consoleApi({ 'GET /api/client/': { status: 500, body: { error: { category: 'UnknownError', message: 'Database unavailable' } } } });
    renderConsole('/make/entities/programs');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });
});
