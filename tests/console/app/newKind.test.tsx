// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { Registry, entriesFromGlob } from '../../../src/shared/registry';
import { website } from '../fixtures';
import { consoleApi, preloadConsole, renderConsole, resetConsoleState, signIn } from '../harness';
import { first } from '../../helpers/first';

/**
 * The console half of "add one file": with a declaration no code names added to the bundled
 * ones, its use case's sidebar lists it with its icon, its route opens its list page, and the
 * sidebars of other use cases never link to it.
 */
const fixtures = entriesFromGlob(import.meta.glob('../../fixtures/declarations/**/*.json', { eager: true }));
const bundled = consoleRegistry.all().map((d) => ({ file: consoleRegistry.fileOf(d.kind), json: d }));
const registry = new Registry([...bundled, ...fixtures]);
const added = fixtures.map((e) => registry.get((e.json as { kind: string }).kind));

beforeAll(preloadConsole);
beforeEach(() => {
  resetConsoleState();
  signIn();
  window.innerWidth = 1400;
});
afterEach(() => vi.unstubAllGlobals());

const sidebar = () => within(screen.getByTestId('sidebar'));

describe.each(added.map((d) => [d.kind, d] as const))('the added kind %s', (_kind, decl) => {
  const useCase = decl.useCases === 'ALL' ? 'EDU' : first(decl.useCases, 'use case');
  const other = (['EDU', 'EVT', 'SPC', 'HAF'] as const).find((u) => decl.useCases !== 'ALL' && !decl.useCases.includes(u))!;
  const list = registry.endpointsOf(decl.kind).list!;
  const label = decl.sidebar?.label ?? decl.label.many;

  it('shows in its use case sidebar with its icon and opens its list', async () => {
    consoleApi({
      'GET /api/client/websites': { body: { data: [website(12, useCase, 'Demo Site')] } },
      [`GET ${list.path}`]: { body: { data: [], meta: { page: 1, max_results: 25, total: 0 } } },
    });
    const { router } = renderConsole(registry.pathOf(decl.kind), undefined, registry);
    const link = await waitFor(() => sidebar().getByRole('link', { name: label }));
    expect(link.closest('li')?.querySelector(`[data-icon="${decl.sidebar?.icon}"]`)).not.toBeNull();
    expect(await screen.findByRole('heading', { name: label })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(registry.pathOf(decl.kind));
  });

  it('is not linked from the sidebar of another use case, and its route there is an invalid route', async () => {
    const calls = consoleApi({ 'GET /api/client/websites': { body: { data: [website(13, other, 'Other Site')] } } });
    renderConsole(registry.pathOf(decl.kind), undefined, registry);
    expect(await screen.findByRole('heading', { name: `There is no page at ${registry.pathOf(decl.kind)}.` })).toBeInTheDocument();
    await waitFor(() => expect(sidebar().getAllByRole('link').length).toBeGreaterThan(0));
    expect(sidebar().queryByRole('link', { name: label })).toBeNull();
    expect(calls.some((c) => c.path === list.path)).toBe(false);
  });
});
