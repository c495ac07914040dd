// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditWebsiteScreen } from '../../../src/console/screens/edit-website/EditWebsiteScreen';
import { useDirtyStore } from '../../../src/console/state/dirtyStore';
import { useFlashStore } from '../../../src/console/state/flashStore';
import { featureFlags } from '../../../src/console/rules/featureFlags';
import { fakeApi, resetConsoleState, type Call, type Handler, type Reply } from '../harness';
import { renderScreen } from './screenHarness';

const PATTERN = 'make/pages/edit-website';
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const lastFlash = () => useFlashStore.getState().messages.at(-1);
const page = (page_id: number, page_full_url: string, page_active: boolean, page_name?: string) => ({
  page_id,
  page_full_url,
  page_active,
  page_name,
  version: 1,
  status: 'live',
  pending_action: null,
  is_live: true,
});
const PAGES = [page(1, '/', true, 'Home'), page(2, '/about-us', true, 'About us'), page(3, '/faq', false, 'FAQ')];

/** The pages server: list, an empty SEO and no form mappings per page, and the saves. */
function pagesApi(overrides: Record<string, Handler | Reply> = {}): Call[] {
  return fakeApi({
    'GET /api/cms/page/pages': { body: { data: PAGES, meta: { page: 1, max_results: 1000, total: PAGES.length } } },
    'GET /api/cms/page/page_seo': { body: { data: null } },
    'GET /api/cms/forms/page_form_mappings': { body: { data: [], meta: { page: 1, max_results: 25, total: 0 } } },
    'POST /api/cms/page/page_seo': (call) => ({
      body: { data: { ...(call.body as object), pageseo_id: 9, version: 1, status: 'pendingreview', pending_action: 'CREATE' } },
    }),
    ...overrides,
  });
}

const render = (path = `/${PATTERN}`, options: { settings?: string; themeFlag?: boolean } = {}) =>
  renderScreen(PATTERN, <EditWebsiteScreen flags={{ ...featureFlags, themeEditorDev: options.themeFlag ?? false }} />, path, options);
const pagesList = () => screen.findByRole('navigation', { name: 'Website Pages' });

beforeAll(async () => {
  await Promise.all([import('../../../src/console/engine/edit/EditPage'), import('../../../src/console/app/feedback/ConfirmModal')]);
});
beforeEach(() => resetConsoleState());
afterEach(() => vi.unstubAllGlobals());

describe('Edit Website: Website Pages list', () => {
  it('names pages from page_full_url, shows active ones stronger, and asks the server for all pages of the website', async () => {
    const calls = pagesApi();
    render();
    const list = await pagesList();
    const items = await within(list).findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Home', 'About Us', 'Faq (inactive)']);
    // Active: a strong name; inactive: the weaker secondary text.
    expect(within(items[1]!).getByText('About Us').closest('strong')).not.toBeNull();
    expect(within(items[2]!).getByText('Faq').closest('strong')).toBeNull();
    expect(within(items[2]!).getByText('Faq')).toHaveStyle({ color: theme.getDesignToken().colorTextSecondary });
    const call = calls.find((c) => c.path === '/api/cms/page/pages')!;
    expect(Object.fromEntries(call.query)).toMatchObject({ client_id: '1', website_id: '12', show_all: 'true' });
  });

  it('shows a spinner while the list loads and while it refetches', async () => {
    let release: () => void = () => undefined;
    pagesApi({
      'GET /api/cms/page/pages': () => new Promise<Reply>((resolve) => (release = () => resolve({ body: { data: PAGES } }))),
    });
    render();
    const list = await pagesList();
    expect(within(list).getByLabelText('Loading...')).toBeInTheDocument();
    release();
    await within(list).findAllByRole('menuitem');
    expect(within(list).queryByLabelText('Loading...')).toBeNull();
    await user().click(within(list).getByRole('button', { name: 'Refresh the page list' }));
    expect(await within(list).findByLabelText('Loading...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(within(list).queryByLabelText('Loading...')).toBeNull());
  });

  it('selecting a page sets the active page URL and frames /preview/<website_id><url>, loading until the frame has loaded', async () => {
    pagesApi();
    const { router } = render();
    const home = await screen.findByTitle('Preview of Home');
    expect(home).toHaveAttribute('src', '/preview/12/');
    await user().click(await screen.findByRole('menuitem', { name: 'About Us' }));
    expect(router.state.location.search).toBe('?page=%2Fabout-us');
    const frame = await screen.findByTitle('Preview of About Us');
    expect(frame).toHaveAttribute('src', '/preview/12/about-us');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the page…');
    fireEvent.load(frame);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    // Reload remounts the frame and shows the loading state again.
    await user().click(screen.getByRole('button', { name: /Reload preview/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  });

  it('walks the pages with the arrow keys from the chosen one, and Enter chooses', async () => {
    pagesApi();
    const { router } = render();
    await screen.findByTitle('Preview of Home');
    const items = screen.getAllByRole('menuitem');
    // Tab enters the list at the chosen page, marked as the current one.
    expect(items.filter((item) => item.tabIndex === 0)).toEqual([screen.getByRole('menuitem', { name: 'Home' })]);
    expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    screen.getByRole('menuitem', { name: 'Home' }).focus();
    await user().keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'About Us' })).toHaveFocus();
    await user().keyboard('{Enter}');
    expect(router.state.location.search).toBe('?page=%2Fabout-us');
    await user().keyboard('{End}{ArrowDown}');
    expect(items[0]).toHaveFocus();
  });
});

describe('Edit Website: the selected page’s SEO and form mappings', () => {
  it('saves the SEO through POST /api/cms/page/page_seo with pageseo_page_id, for review', async () => {
    const calls = pagesApi();
    render(`/${PATTERN}?page=%2Fabout-us`);
    const seo = await screen.findByRole('article', { name: 'Page SEO' });
    await user().type(within(seo).getByLabelText(/Meta title/), 'About the summit team');
    await waitFor(() => expect(useDirtyStore.getState().dirty).toBe(true));
    await user().click(within(seo).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/cms/page/page_seo')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/cms/page/page_seo')!;
    expect(post.body).toMatchObject({ pageseo_page_id: 2, pageseo_meta_title: 'About the summit team' });
    expect(post.query.get('website_id')).toBe('12');
    expect(lastFlash()).toMatchObject({ type: 'success', message: 'Page SEO updated and sent for review.' });
    // The page's SEO read asked for this page only.
    expect(calls.find((c) => c.path === '/api/cms/page/page_seo' && c.method === 'GET')!.query.get('pageseo_page_id')).toBe('2');
    await waitFor(() => expect(useDirtyStore.getState().dirty).toBe(false));
  });

  it('asks before switching pages with unsaved changes: Stay keeps the page, Leave switches', async () => {
    pagesApi();
    const { router } = render(`/${PATTERN}?page=%2Fabout-us`);
    const seo = await screen.findByRole('article', { name: 'Page SEO' });
    await user().type(within(seo).getByLabelText(/Meta title/), 'Draft');
    await waitFor(() => expect(useDirtyStore.getState().dirty).toBe(true));
    await user().click(screen.getByRole('menuitem', { name: 'Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await user().click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.search).toBe('?page=%2Fabout-us');
    await user().click(screen.getByRole('menuitem', { name: 'Home' }));
    await user().click(
      within(await screen.findByRole('dialog', { name: 'You have unsaved changes' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?page=%2F'));
    expect(await screen.findByTitle('Preview of Home')).toBeInTheDocument();
  });

  it('lists the page’s form mappings with an add button', async () => {
    const calls = pagesApi();
    render(`/${PATTERN}?page=%2Fabout-us`);
    const mappings = await screen.findByRole('region', { name: 'Forms on page' });
    expect(within(mappings).getByRole('link', { name: /Add Form on page/ })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/cms/forms/page_form_mappings')).toBe(true));
    expect(calls.find((c) => c.path === '/api/cms/forms/page_form_mappings')!.query.get('formmapping_page_id')).toBe('2');
  });

  it('adds a form mapping in a drawer: a generic form, modal position and the AUTO_POPUP trigger, for review', async () => {
    const calls = pagesApi({
      'GET /api/cms/forms/generic_forms': {
        body: {
          data: [{ form_id: 4, form_name: 'Newsletter sign-up', version: 1, status: 'live' }],
          meta: { page: 1, max_results: 20, total: 1 },
        },
      },
      'PUT /api/cms/forms/page_form_mappings': (call) => ({
        body: { data: { ...(call.body as object), formmapping_id: 31, version: 1, status: 'pendingreview' } },
      }),
    });
    const { router } = render(`/${PATTERN}?page=%2Fabout-us`);
    const mappings = await screen.findByRole('region', { name: 'Forms on page' });
    await user().click(within(mappings).getByRole('link', { name: /Add Form on page/ }));
    const drawer = await screen.findByRole('dialog');
    expect(router.state.location.search).toContain('page=%2Fabout-us');
    await user().click(await within(drawer).findByRole('combobox', { name: /Form/ }));
    await user().click(await within(drawer).findByRole('option', { name: 'Newsletter sign-up' }));
    // Radio buttons are a lazy widget: they show once their code is in.
    await user().click(await within(drawer).findByRole('radio', { name: 'Whole page' }));
    await user().click(within(drawer).getByRole('combobox', { name: /Pop-up trigger/ }));
    await user().click(await within(drawer).findByRole('option', { name: 'Opens by itself after the delay' }));
    await user().click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/cms/forms/page_form_mappings')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      formmapping_page_id: 2,
      formmapping_form_id: 4,
      formmapping_modal_position: 'full_page',
      formmapping_popup_trigger: 'AUTO_POPUP',
    });
    expect(put.body).not.toHaveProperty('formmapping_id');
    expect(lastFlash()).toMatchObject({ type: 'success', message: 'Form on page added and sent for review.' });
  });

  it('sends a page’s name and active flag through page_utils with its version', async () => {
    const calls = pagesApi({ 'POST /api/cms/page/page_utils': { body: { data: { ...PAGES[1], page_active: false, version: 2 } } } });
    render(`/${PATTERN}?page=%2Fabout-us`);
    const details = await screen.findByRole('region', { name: 'Page' });
    await user().click(within(details).getByRole('switch'));
    await user().click(within(details).getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/cms/page/page_utils')).toBe(true));
    expect(calls.find((c) => c.path === '/api/cms/page/page_utils')!.body).toEqual({
      website_id: 12,
      page_id: 2,
      version: 1,
      changes: { page_active: false },
    });
    expect(lastFlash()).toMatchObject({ type: 'success', message: 'Page updated and sent for review.' });
  });
});

describe('Edit Website: theme editor (docs/product.md §1)', () => {
  const visible = { themeConfig: { hideThemeSelector: false } };
  it('is hidden while the development flag is off', async () => {
    pagesApi();
    render(undefined, { settings: JSON.stringify(visible) });
    await screen.findAllByRole('menuitem');
    expect(screen.queryByText('Theme colours')).toBeNull();
  });

  it('is hidden when the website settings hide it, even with the flag on', async () => {
    pagesApi();
    render(undefined, { themeFlag: true, settings: JSON.stringify({ themeConfig: { hideThemeSelector: true } }) });
    await screen.findAllByRole('menuitem');
    expect(screen.queryByText('Theme colours')).toBeNull();
  });

  it('shows primary and primary-dark pickers (HSL in, hex out) from the defaults when the flag is on', async () => {
    pagesApi();
    render(undefined, { themeFlag: true, settings: JSON.stringify(visible) });
    await user().click(await screen.findByText('Theme colours'));
    const primary = await screen.findByRole('group', { name: 'Primary colour' });
    const dark = screen.getByRole('group', { name: 'Primary dark colour' });
    expect(within(primary).getByText('#fafafa')).toBeInTheDocument();
    expect(within(dark).getByText('#000000')).toBeInTheDocument();
    const lightness = within(dark).getByRole('slider', { name: 'Primary dark colour: Lightness' });
    fireEvent.keyDown(lightness, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(within(dark).getByText('#030303')).toBeInTheDocument());
  });
});
