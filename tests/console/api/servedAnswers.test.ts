// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { FIRST_ANSWERS_ID, scriptJson } from '../../../src/shared/rules/firstAnswers';
import { fakeApi } from '../harness';

/**
 * The first answers the server put into the page (src/console/api/servedAnswers.ts): the query
 * cache its render left, dehydrated. The console's client starts with them (api/appQueryClient.ts),
 * so nothing they hold is asked for again until it is stale; an unreadable element is no answer.
 */
const SESSION = { user: { user_id: 7 }, client: { client_id: 1 }, websites: [] };
const FROM_NETWORK = { ...SESSION, user: { user_id: 8 } };

function servePage(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ID;
  element.textContent = text;
  document.body.append(element);
}

/** What a server render of a page leaves: its cache, dehydrated, as renderPage.tsx hands it over. */
async function servedSession(updatedAt = Date.now()): Promise<string> {
  const { queryKeys } = await import('../../../src/console/api/keys');
  const server = new QueryClient();
  server.setQueryData(queryKeys.session, SESSION, { updatedAt });
  return scriptJson(dehydrate(server));
}

/** A fresh console: its modules, and so its client, as a new page load has them. */
async function consoleClient() {
  vi.resetModules();
  const { appQueryClient } = await import('../../../src/console/api/appQueryClient');
  const { browserApi } = await import('../../../src/console/api/client');
  const { sessionQuery } = await import('../../../src/console/api/sessionQuery');
  return { appQueryClient, session: sessionQuery(browserApi) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("the first answers served with the page fill the console's cache", () => {
  it('a query they answer is not asked of the network, and the element is gone', async () => {
    servePage(await servedSession());
    const { pageHasAnswers } = await import('../../../src/console/api/servedAnswers');
    expect(pageHasAnswers()).toBe(true);
    const calls = fakeApi({ 'GET /api/client/session': { body: { data: FROM_NETWORK } } });
    const { appQueryClient, session } = await consoleClient();
    await expect(appQueryClient.ensureQueryData(session)).resolves.toEqual(SESSION);
    await appQueryClient.prefetchQuery(session);
    expect(calls).toHaveLength(0);
    expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
  });

  it('an answer older than the stale time is asked for again', async () => {
    servePage(await servedSession(Date.now() - 60_000));
    const calls = fakeApi({ 'GET /api/client/session': { body: { data: FROM_NETWORK } } });
    const { appQueryClient, session } = await consoleClient();
    await appQueryClient.prefetchQuery(session);
    expect(calls).toHaveLength(1);
    expect(appQueryClient.getQueryData(session.queryKey)).toEqual(FROM_NETWORK);
  });

  it.each([
    ['an element that cannot be read', '{"broken"'],
    ['an element that is not a cache', '"text"'],
  ])('%s leaves every query to the network', async (_what, text) => {
    servePage(text);
    const calls = fakeApi({ 'GET /api/client/session': { body: { data: FROM_NETWORK } } });
    const { appQueryClient, session } = await consoleClient();
    await expect(appQueryClient.fetchQuery(session)).resolves.toEqual(FROM_NETWORK);
    expect(calls).toHaveLength(1);
  });

  it('a page without them says so, and the client starts empty', async () => {
    const { pageHasAnswers } = await import('../../../src/console/api/servedAnswers');
    expect(pageHasAnswers()).toBe(false);
    const { appQueryClient, session } = await consoleClient();
    expect(appQueryClient.getQueryData(session.queryKey)).toBeUndefined();
  });
});
