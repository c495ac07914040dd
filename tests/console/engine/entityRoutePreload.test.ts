// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const editPage = vi.fn(() => Promise.resolve());
const listPage = vi.fn(() => Promise.resolve());
vi.mock('../../../src/console/engine/pageScreens', () => ({
  EditPageScreen: Object.assign(() => null, { preload: editPage }),
  ListPageScreen: Object.assign(() => null, { preload: listPage }),
}));
const { EntityRoute } = await import('../../../src/console/engine/EntityRoute');
const { consoleRegistry } = await import('../../../src/console/engine/registry');

/**
 * The loader of a kind's route loads the engine its page draws with before the route renders, so
 * the page draws at once (engine/pageScreens.ts): a record page the form engine, a list the table
 * engine, never both.
 */
const programs = consoleRegistry.pathOf('courses');
const singleton = consoleRegistry.all().find((d) => d.singleton && !d.parent);

beforeEach(() => {
  editPage.mockClear();
  listPage.mockClear();
});

describe("EntityRoute.preloadAt: what the loader of a kind's address loads before the route renders", () => {
  it.each<[string, string, 'form' | 'table' | 'nothing']>([
    ["a record's edit page loads the form engine", `${programs}/3/edit`, 'form'],
    ['a new record loads the form engine', `${programs}/new`, 'form'],
    ["a record's pending copy loads the form engine", `${programs}/3/pending`, 'form'],
    ['a list loads the table engine', programs, 'table'],
    ['an address no page answers loads nothing', `${programs}/3/nothing`, 'nothing'],
    ['an address that is no kind loads nothing', '/settings', 'nothing'],
    ...(singleton
      ? [['a singleton’s page loads the form engine', consoleRegistry.pathOf(singleton.kind), 'form'] as [string, string, 'form']]
      : []),
  ])('%s', async (_sentence, path, engine) => {
    await EntityRoute.preloadAt(path);
    expect([editPage.mock.calls.length, listPage.mock.calls.length]).toEqual(
      engine === 'form' ? [1, 0] : engine === 'table' ? [0, 1] : [0, 0],
    );
  });
});
