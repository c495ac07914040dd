// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWERS_ID, requestKey, scriptJson } from '../../../src/shared/rules/firstAnswers';
import { fakeApi } from '../harness';

/**
 * The answers the server put into the page stand in for the console's first calls
 * (src/console/api/firstAnswers.ts, taken by api/client.ts): each once, for a GET of the same call,
 * while the page is young; anything else goes to the network.
 */
const FROM_PAGE = { data: { from: 'page' }, meta: { total: 1 } };
const FROM_NETWORK = { data: { from: 'network' } };
const LIST = '/api/cms/courses?client_id=1&website_id=11&page=1&max_results=25&sort=created_at&order=desc';

function servePage(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ID;
  element.textContent = text;
  document.body.append(element);
}

async function client() {
  vi.resetModules();
  return (await import('../../../src/console/api/client')).api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('first answers served with the page', () => {
  it('answer the first GET of their call, in any order of its parameters, once; the next asks the network', async () => {
    servePage(scriptJson({ [requestKey(LIST)]: FROM_PAGE }));
    const calls = fakeApi({ 'GET /api/cms/courses': { body: FROM_NETWORK } });
    const api = await client();
    const query = { order: 'desc', sort: 'created_at', max_results: 25, page: 1, website_id: 11, client_id: 1 };
    await expect(api.get('/api/cms/courses', { query })).resolves.toEqual(FROM_PAGE);
    expect(calls).toHaveLength(0);
    expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
    await expect(api.get('/api/cms/courses', { query })).resolves.toEqual(FROM_NETWORK);
    expect(calls).toHaveLength(1);
  });

  it.each([
    [
      'another page of the list',
      '/api/cms/courses',
      { client_id: 1, website_id: 11, page: 2, max_results: 25, sort: 'created_at', order: 'desc' },
    ],
    ['another call', '/api/client/session', {}],
  ])('leave %s to the network', async (_what, path, query) => {
    servePage(scriptJson({ [requestKey(LIST)]: FROM_PAGE }));
    const calls = fakeApi({ [`GET ${path}`]: { body: FROM_NETWORK } });
    await expect((await client()).get(path, { query })).resolves.toEqual(FROM_NETWORK);
    expect(calls).toHaveLength(1);
  });

  it('are not used once the page is older than FIRST_ANSWERS_MAX_AGE_MS', async () => {
    servePage(scriptJson({ [requestKey('/api/client/session')]: FROM_PAGE }));
    const { FIRST_ANSWERS_MAX_AGE_MS } = await import('../../../src/console/api/firstAnswers');
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_ANSWERS_MAX_AGE_MS + 1);
    fakeApi({ 'GET /api/client/session': { body: FROM_NETWORK } });
    await expect((await client()).get('/api/client/session')).resolves.toEqual(FROM_NETWORK);
  });

  it('that cannot be read leave every call to the network', async () => {
    servePage('{"broken"');
    const calls = fakeApi({ 'GET /api/client/session': { body: FROM_NETWORK } });
    await expect((await client()).get('/api/client/session')).resolves.toEqual(FROM_NETWORK);
    expect(calls).toHaveLength(1);
  });

  it('never answer a write', async () => {
    servePage(scriptJson({ [requestKey('/api/client/session')]: FROM_PAGE }));
    const calls = fakeApi({ 'POST /api/client/session': { body: FROM_NETWORK } });
    await expect((await client()).post('/api/client/session', {})).resolves.toEqual(FROM_NETWORK);
    expect(calls).toHaveLength(1);
  });
});
