// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { client, demoWebsites, website } from '../fixtures';
import { consoleApi, preloadConsole, renderConsole, resetConsoleState, signIn } from '../harness';

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

describe('console chrome', () => {
  it('lands an education website on Courses with the docs/product.md §2 sidebar and the browser title', async () => {
    const calls = consoleApi();
    const { router } = renderConsole('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/make/entities/programs'));
    await screen.findByTestId('sidebar');
    expect(sidebarLinks()).toEqual([
      'Courses',
      'Client List',
      'Testimonials & Reviews',
      'Instructors',
      'Accreditations',
      'Offers & Discounts',
      'Other Listed Products',
    ]);
    await waitFor(() => expect(document.title).toBe('Website Console | Courses'));
    expect(screen.getByTestId('website-switcher')).toHaveTextContent('Demo Academy');
    expect(document.cookie).toContain('dev_activeWebsiteId=11');
    // One session call brings the user, the client and the websites (no waterfall of three).
    expect(calls.filter((c) => c.path.startsWith('/api/client') || c.path === '/api/cms/auth/me').map((c) => c.path)).toEqual([
      '/api/client/session',
    ]);
    expect(screen.getByRole('link', { name: 'Entities' })).toHaveAttribute('aria-current', 'page');
  });

  it('restores the saved website from its cookie', async () => {
    document.cookie = 'dev_activeWebsiteId=12; path=/';
    consoleApi();
    const { router } = renderConsole('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/make/entities/delegate-passes'));
    expect(await screen.findByTestId('website-switcher')).toHaveTextContent('Demo Summit');
  });

  it('switching to a website of another use case goes to / and so to its landing', async () => {
    consoleApi();
    const { router } = renderConsole('/make/entities/edu-instructors');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByTestId('website-switcher'));
    await user.click(await screen.findByRole('menuitem', { name: /Demo Summit/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/make/entities/delegate-passes'));
    expect(document.cookie).toContain('dev_activeWebsiteId=12');
    await waitFor(() => expect(sidebarLinks()[0]).toBe('Delegate Pass'));
  });

  it('switching between websites of the same use case keeps a list route but leaves a record route', async () => {
    consoleApi({ 'GET /api/client/websites': { body: { data: [website(21, 'SPC', 'Spring Sale'), website(22, 'SPC', 'Autumn Sale')] } } });
    const { router } = renderConsole('/make/entities/unlisted_offering');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByTestId('website-switcher'));
    await user.click(await screen.findByRole('menuitem', { name: /Autumn Sale/ }));
    await waitFor(() => expect(screen.getByTestId('website-switcher')).toHaveTextContent('Autumn Sale'));
    expect(router.state.location.pathname).toBe('/make/entities/unlisted_offering');

    await act(() => router.navigate('/make/entities/unlisted_offering/5'));
    await user.click(screen.getByTestId('website-switcher'));
    await user.click(await screen.findByRole('menuitem', { name: /Spring Sale/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Spring Sale' })).toBeInTheDocument();
  });

  it('the area toggle goes to Global (generic forms) and back to Website (/); clicking a label toggles too', async () => {
    consoleApi();
    const { router } = renderConsole('/make/entities/programs');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const toggle = await screen.findByTestId('area-toggle');
    await user.click(within(toggle).getByRole('switch', { name: 'Show the Global area' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/make/generic/forms'));
    expect(window.localStorage.getItem('activeTabView')).toBe('1');
    expect(window.localStorage.getItem('currentTabId')).toBe('4');
    await waitFor(() => expect(sidebarLinks()).toEqual(['Generic Forms', 'Dynamic Forms']));
    expect(screen.getByRole('navigation', { name: 'Sections' })).toHaveTextContent('Generic FormDynamic FormPeople');
    // As a user would, go back once the toggle shows Global: under load the click could come first.
    await waitFor(() => expect(screen.getByTestId('area-toggle')).toHaveAttribute('data-area', '1'));

    await user.click(within(screen.getByTestId('area-toggle')).getByRole('button', { name: 'Website' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/make/entities/programs'));
    expect(window.localStorage.getItem('activeTabView')).toBe('0');
    expect(screen.getByTestId('area-toggle')).toHaveAttribute('data-area', '0');
  });

  it('a deep link into the Global area selects the Global area and the People sidebar', async () => {
    consoleApi();
    renderConsole('/make/speakers-list');
    await waitFor(() => expect(screen.getByTestId('area-toggle')).toHaveAttribute('data-area', '1'));
    expect(sidebarLinks()).toEqual(['People']);
    await waitFor(() => expect(document.title).toBe('Website Console | People'));
  });

  it('Pending Review goes to the first area with pending items and marks them with red alerts', async () => {
    consoleApi({
      'GET /api/client/': { body: { data: client({ SPEAKERS: true }) } },
      'GET /api/client/websites': { body: { data: [website(11, 'EDU', 'Demo Academy', { pending: { PAGE: true } })] } },
    });
    const { router } = renderConsole('/make/entities/programs');
    const button = await screen.findByTestId('pending-review-button');
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(screen.getByTestId('pending-review-badge')).toBeInTheDocument();
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/check/pages/pending-entities'));
    const sidebar = screen.getByTestId('sidebar');
    await waitFor(() => expect(sidebarLinks()).toEqual(['Entities', 'Content & Images', 'Forms', 'People', 'My changes']));
    const alerts = within(sidebar).getAllByRole('img', { name: 'Items are waiting for review' });
    expect(alerts).toHaveLength(2);
    expect(within(sidebar).getByRole('link', { name: /Content & Images/ })).toContainElement(alerts[0]!);
  });

  it('without pending items the button shows no badge', async () => {
    consoleApi();
    renderConsole('/make/entities/programs');
    expect(await screen.findByTestId('pending-review-button')).toHaveAttribute('data-pending', 'false');
    expect(screen.queryByTestId('pending-review-badge')).toBeNull();
  });
});

it('demo fixtures keep the server order EDU, EVT, SPC, HAF', () => {
  expect(demoWebsites().map((w) => w.usecase_relation.usecase_code)).toEqual(['EDU', 'EVT', 'SPC', 'HAF']);
});
