import { describe, expect, it } from 'vitest';
import { answersTransport } from '../../../src/console/api/answersTransport';
import { createApiClient } from '../../../src/console/api/client';
import { requestKey } from '../../../src/shared/rules/firstAnswers';

/**
 * What a server render draws with (src/console/api/answersTransport.ts): the page's first answers,
 * each for a GET of its call in any order of parameters, as often as the render asks; nothing else
 * is answered, so a render never calls out.
 */
const LIST = '/api/cms/courses?client_id=1&website_id=11&page=1&max_results=25&sort=created_at&order=desc';
const ANSWER = { data: [{ course_id: 1 }], meta: { page: 1, max_results: 25, total: 1 } };
const location = () => ({ origin: 'http://localhost:3000', href: 'http://localhost:3000/make/entities/courses' });
const api = createApiClient({ transport: answersTransport({ [requestKey(LIST)]: ANSWER }), location });
const query = { order: 'desc', sort: 'created_at', max_results: 25, page: 1, website_id: 11, client_id: 1 };

describe('a server render asks only its first answers', () => {
  it('a GET among them is answered, in any order of its parameters, every time it is asked', async () => {
    await expect(api.get('/api/cms/courses', { query })).resolves.toEqual(ANSWER);
    await expect(api.get('/api/cms/courses', { query })).resolves.toEqual(ANSWER);
  });

  it.each([
    ['another page of the list', () => api.get('/api/cms/courses', { query: { ...query, page: 2 } })],
    ['another call', () => api.get('/api/client/session')],
    ['a write to the same address', () => api.post('/api/cms/courses', {}, { query })],
  ])('%s fails as an unreachable network would', async (_what, call) => {
    await expect(call()).rejects.toMatchObject({ status: 0 });
  });
});
