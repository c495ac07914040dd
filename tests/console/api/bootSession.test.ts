// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../harness';

const SESSION = { user: { user_id: 7 }, client: { client_id: 1 }, websites: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the session a cold load asks for before the query library has loaded', () => {
  it('becomes the console client’s cached session, without a second call', async () => {
    const calls = fakeApi({ 'GET /api/client/session': { body: { data: SESSION } } });
    const { startBootSession } = await import('../../../src/console/api/bootSession');
    const { browserApi } = await import('../../../src/console/api/client');
    startBootSession(browserApi);
    const { appQueryClient } = await import('../../../src/console/api/appQueryClient');
    const { sessionQuery } = await import('../../../src/console/api/sessionQuery');
    await expect(appQueryClient.fetchQuery(sessionQuery(browserApi))).resolves.toEqual(SESSION);
    expect(calls.filter((c) => c.path === '/api/client/session')).toHaveLength(1);
  });

  it('is adopted once: a later client (after sign-out and in) asks the server itself', async () => {
    fakeApi({ 'GET /api/client/session': { body: { data: SESSION } } });
    const { startBootSession, takeBootSession } = await import('../../../src/console/api/bootSession');
    const { browserApi } = await import('../../../src/console/api/client');
    startBootSession(browserApi);
    expect(takeBootSession()).toBeInstanceOf(Promise);
    expect(takeBootSession()).toBeUndefined();
  });

  it('without a start (the sign-in page), the client begins empty', async () => {
    fakeApi({});
    const { appQueryClient } = await import('../../../src/console/api/appQueryClient');
    const { queryKeys } = await import('../../../src/console/api/keys');
    expect(appQueryClient.getQueryData(queryKeys.session)).toBeUndefined();
  });
});
