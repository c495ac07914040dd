// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildScope } from '../../../src/console/common/scope';
import { EditWebsiteScreen } from '../../../src/console/screens/edit-website/EditWebsiteScreen';
import { THEME_EDITOR_DEV_KEY } from '../../../src/console/screens/edit-website/themeEditorFlag';
import { featureFlags } from '../../../src/console/rules/featureFlags';
import { useFlashStore } from '../../../src/console/state/flashStore';
import { client, website } from '../fixtures';
import { fakeApi, resetConsoleState, type Handler, type Reply } from '../harness';
import { renderInShell } from '../renderInShell';

const PATTERN = 'make/pages/edit-website';
const SETTINGS = JSON.stringify({
  themeConfig: {
    hideThemeSelector: false,
    cssVariables: { primaryColor: '#1d4ed8', primaryDarkColor: '#1e3a8a', primaryColorType: 'DARK' },
  },
});
const HOME = { page_id: 1, page_full_url: '/', page_active: true, version: 1, status: 'live', pending_action: null, is_live: true };
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const settingsAnswer = (version: number, pending: boolean, json = SETTINGS) => ({
  body: { data: { website_id: 12, version, pending, websitemacro_display_setting_values: json } },
});

function serverWith(overrides: Record<string, Handler | Reply> = {}) {
  return fakeApi({
    'GET /api/cms/page/pages': { body: { data: [HOME], meta: { page: 1, max_results: 1000, total: 1 } } },
    'GET /api/cms/page/page_seo': { body: { data: null } },
    'GET /api/cms/forms/page_form_mappings': { body: { data: [], meta: { page: 1, max_results: 25, total: 0 } } },
    'GET /api/cms/website/display_settings': settingsAnswer(3, false),
    ...overrides,
  });
}

/** The events website with the theme editor's flag on; `maker` false leaves the user a viewer of pages. */
function render(maker = true) {
  const site = website(12, 'EVT', 'Demo Summit', { settings: SETTINGS });
  if (!maker) site.isMaker = { ENTITY: true, PAGE: false };
  const element = <EditWebsiteScreen flags={{ ...featureFlags, themeEditorDev: true }} />;
  return renderInShell({ path: PATTERN, element }, `/${PATTERN}`, buildScope(client(), [site], site));
}

async function openEditor() {
  await user().click(await screen.findByText('Theme colours'));
  return screen.findByRole('group', { name: 'Primary colour' });
}

beforeEach(() => resetConsoleState());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('Edit Website: saving the theme for review', () => {
  it('sends the picked colours (#rrggbb from HSL) with the version it read, then says they wait for review', async () => {
    const calls = serverWith({
      'PUT /api/cms/website/display_settings': (call) => settingsAnswer(4, true, JSON.stringify({ echoed: call.body })),
    });
    render();
    const primary = await openEditor();
    fireEvent.keyDown(within(primary).getByRole('slider', { name: 'Primary colour: Lightness' }), { key: 'ArrowRight', keyCode: 39 });
    const picked = within(primary).getByRole('status').textContent ?? '';
    expect(picked).toMatch(/^#[0-9a-f]{6}$/);
    await user().click(screen.getByRole('button', { name: 'Save theme' }));
    await waitFor(() => expect(useFlashStore.getState().messages.at(-1)?.message).toMatch(/sent for review/));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ website_id: 12, version: 3, primaryColor: picked, primaryDarkColor: '#1e3a8a', primaryColorType: 'DARK' });
  });

  it('starts from the saved colours waiting for review, and says so', async () => {
    const pending = JSON.stringify({
      themeConfig: { cssVariables: { primaryColor: '#ff0000', primaryDarkColor: '#000000', primaryColorType: 'LIGHT' } },
    });
    serverWith({ 'GET /api/cms/website/display_settings': settingsAnswer(5, true, pending) });
    render();
    const primary = await openEditor();
    expect(within(primary).getByText('#ff0000')).toBeInTheDocument();
    expect(screen.getAllByText('Saved colours are waiting for review; the pickers start from them.').length).toBeGreaterThan(0);
  });

  it('offers no Save to a user who is not a maker of pages', async () => {
    serverWith();
    render(false);
    await openEditor();
    expect(screen.queryByRole('button', { name: 'Save theme' })).toBeNull();
    expect(screen.getByText('Saving colours needs the maker role for pages.')).toBeInTheDocument();
  });

  it('shows a named progress bar while the website loads, and none once it has', async () => {
    let release: () => void = () => undefined;
    serverWith({
      'GET /api/cms/page/pages': () => new Promise<Reply>((resolve) => (release = () => resolve({ body: { data: [HOME] } }))),
    });
    render();
    const bar = await screen.findByRole('progressbar', { name: 'Loading the website' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(50);
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the website' })).toBeNull());
  });
});

describe('the development flag, switched on in one browser only', () => {
  it('shows the theme editor when localStorage says so, though the shipped flag is off', async () => {
    window.localStorage.setItem(THEME_EDITOR_DEV_KEY, 'on');
    serverWith();
    const site = website(12, 'EVT', 'Demo Summit', { settings: SETTINGS });
    renderInShell({ path: PATTERN, element: <EditWebsiteScreen /> }, `/${PATTERN}`, buildScope(client(), [site], site));
    expect(await screen.findByText('Theme colours')).toBeInTheDocument();
  });
});
