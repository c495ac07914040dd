// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const preload = vi.fn(() => Promise.resolve());
vi.mock('../../../src/console/engine/editPageScreen', () => ({ EditPageScreen: Object.assign(() => null, { preload }) }));
const { EntityRoute } = await import('../../../src/console/engine/EntityRoute');
const { consoleRegistry } = await import('../../../src/console/engine/registry');

/**
 * A cold load of a record's page loads the form engine's chunk before the first render, so the
 * page draws at once (engine/editPageScreen.ts); a list never loads it.
 */
const programs = consoleRegistry.pathOf('courses');
const singleton = consoleRegistry.all().find((d) => d.singleton && !d.parent);

beforeEach(() => preload.mockClear());

describe("EntityRoute.preloadAt: what a cold load of a kind's address loads before its first render", () => {
  it.each<[string, string, number]>([
    ["a record's edit page loads the form engine", `${programs}/3/edit`, 1],
    ['a new record loads the form engine', `${programs}/new`, 1],
    ["a record's pending copy loads the form engine", `${programs}/3/pending`, 1],
    ['a list does not', programs, 0],
    ['an address no page answers does not', `${programs}/3/nothing`, 0],
    ['an address that is no kind does not', '/settings', 0],
    ...(singleton
      ? [['a singleton’s page loads the form engine', consoleRegistry.pathOf(singleton.kind), 1] as [string, string, number]]
      : []),
  ])('%s', async (_sentence, path, loads) => {
    await EntityRoute.preloadAt(path);
    expect(preload).toHaveBeenCalledTimes(loads);
  });
});
