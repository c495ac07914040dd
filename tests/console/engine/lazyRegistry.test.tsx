// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { loaders, outlines } from 'virtual:declarations';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { LazyRegistry } from '../../../src/console/engine/lazyRegistry';
import { relatedKinds } from '../../../src/console/engine/relatedKinds';
import { resetConsoleState } from '../harness';
import { EditPage } from '../../../src/console/engine/edit/EditPage';
import { renderInShell } from '../renderInShell';
import { engineScope, renderEngine } from './engineHarness';
import { fakeResources } from './fakeResources';

/** A registry as a cold console load has it: outlines only (tests/setup.ts loads the shared one whole). */
const cold = () => new LazyRegistry(outlines, loaders);

beforeEach(() => resetConsoleState());

describe('LazyRegistry: every kind outlined, a kind whole once a screen asks for it', () => {
  it('knows every bundled kind, its route and relations, before loading any', () => {
    const registry = cold();
    expect(
      registry
        .all()
        .map((d) => d.kind)
        .sort(),
    ).toEqual(
      consoleRegistry
        .all()
        .map((d) => d.kind)
        .sort(),
    );
    expect(registry.pathOf('event-zones')).toBe(consoleRegistry.pathOf('event-zones'));
    expect(registry.dependentKinds('prodserv-prices')).toEqual(consoleRegistry.dependentKinds('prodserv-prices'));
    expect(registry.get('event-zones').list).toBeUndefined();
  });

  it('loads the asked kinds once, with one promise for the same set', async () => {
    const registry = cold();
    const pending = registry.ready(['event-zones', 'sponsors']);
    expect(pending).toBeInstanceOf(Promise);
    expect(registry.ready(['sponsors', 'event-zones'])).toBe(pending);
    await pending;
    // Once loaded, nothing to wait for, whether a screen waited for them or not.
    expect(registry.ready(['event-zones', 'sponsors'])).toBeUndefined();
    expect(registry.ready(['event-zones'])).toBeUndefined();
    expect(registry.get('event-zones')).toEqual(consoleRegistry.get('event-zones'));
    expect(registry.get('courses').list).toBeUndefined();
  });

  it('asks for nothing for a kind it does not know (the route shows as invalid)', () => {
    expect(cold().ready(['unicorns'])).toBeUndefined();
  });

  it('counts a program page as showing its product and the product’s prices', () => {
    const kinds = relatedKinds(cold(), 'course-programs');
    expect(kinds).toEqual(expect.arrayContaining(['course-programs', 'product-services', 'prodserv-prices']));
  });

  it('counts a new course page as showing its form only: its programs and SEO come once it is saved', () => {
    expect(relatedKinds(cold(), 'courses')).toEqual(expect.arrayContaining(['courses', 'course-programs', 'course-seo']));
    expect(relatedKinds(cold(), 'courses', false)).toEqual(['courses']);
  });

  it('shows a list from outlines: the route loads its kind, then the columns appear', async () => {
    const registry = cold();
    fakeResources(consoleRegistry, { 'event-zones': [{ zone_name: 'Hall A', zone_capacity: 10, created_at: '2026-03-01T09:30:00.000Z' }] });
    // Awaited: the route waits (React's `use`) for the declaration to load.
    await act(async () => void renderEngine('/make/entities/zones', { registry }));
    const headers = within(await screen.findByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers).toContain('Zone name');
    expect(registry.get('event-zones').list).toBeDefined();
    expect(registry.get('sponsors').list).toBeUndefined();
  });

  it('shows a new record’s form from outlines', async () => {
    const registry = cold();
    fakeResources(consoleRegistry, {});
    await act(async () => void renderEngine('/make/entities/zones/new', { registry }));
    expect(await screen.findByLabelText(/Zone name/)).toBeInTheDocument();
  });

  it('shows a record page given an outline (a drawer opened from a parent page): it loads its kind itself', async () => {
    const registry = cold();
    fakeResources(consoleRegistry, {});
    const outline = registry.get('event-zones');
    expect(outline.uiSchema).toEqual({});
    await act(
      async () =>
        void renderInShell({ path: '*', element: <EditPage decl={outline} mode="ADD" embedded /> }, '/', engineScope('maker'), registry),
    );
    expect(await screen.findByLabelText(/Zone name/)).toBeInTheDocument();
  });
});
