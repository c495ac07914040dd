// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appQueryClient } from '../../../src/console/api/appQueryClient';
import { browserApi } from '../../../src/console/api/client';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { prefetchList } from '../../../src/console/engine/prefetchList';
import { useWebsiteStore } from '../../../src/console/state/websiteStore';
import { requestKey } from '../../../src/shared/rules/firstAnswers';
import { firstListCall } from '../../../src/shared/rules/firstListCall';
import { kindFitsUseCase } from '../../../src/shared/rules/useCaseFit';
import { client, demoWebsites } from '../fixtures';
import { resetConsoleState } from '../harness';
import { callsTo, fakeResources } from './fakeResources';

/**
 * The server answers a list address's first call in the page it serves (shared/rules/firstListCall.ts);
 * the console builds the same call its own way (engine/prefetchList.ts). For every declared list,
 * both must name the same call, or the served answer would sit unused and the list would wait on
 * the network again.
 */
const session = { user: { user_id: 7, email: 'owner@example.com', client_id: 1 }, client: client(), websites: demoWebsites() };
const lists = consoleRegistry
  .all()
  .filter((decl) => decl.endpoints.list !== undefined && !decl.singleton)
  .map((decl) => [decl.kind, decl] as const);

beforeEach(() => {
  resetConsoleState();
  appQueryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the first list call of a list address, as the server and the console build it', () => {
  it.each(lists)('%s: the same call', async (_kind, decl) => {
    const website = session.websites.find((w) => kindFitsUseCase(decl, w.usecase_relation?.usecase_code))!;
    const server = fakeResources(consoleRegistry, {}, { 'GET /api/client/session': { body: { data: session } } });
    useWebsiteStore.setState({ activeWebsiteId: String(website.website_id) });
    await prefetchList(browserApi, appQueryClient, decl, '');
    const [call] = callsTo(server, decl, 'list');
    expect(call).toBeDefined();
    const served = firstListCall(consoleRegistry, consoleRegistry.pathOf(decl.kind), '', session, String(website.website_id));
    expect(served).toBeDefined();
    expect(requestKey(`${call!.path}?${call!.query.toString()}`)).toBe(requestKey(served!));
  });
});

describe('addresses whose first call the server leaves to the console', () => {
  const programs = consoleRegistry.pathOf('courses');
  it.each([
    ['a record page', `${programs}/3/edit`, '', '11'],
    ['a new record', `${programs}/new`, '', '11'],
    ['a list with parameters in its address', programs, '?page=2', '11'],
    ['a kind the saved website’s use case does not have', programs, '', '12'],
    ['an address that is no kind', '/settings', '', '11'],
  ])('%s', (_what, pathname, search, saved) => {
    expect(firstListCall(consoleRegistry, pathname, search, session, saved)).toBeUndefined();
  });

  it('a saved website the user no longer has: the first website, as the console settles', () => {
    expect(firstListCall(consoleRegistry, programs, '', session, '99')).toMatch(/[?&]website_id=11(&|$)/);
  });
});
