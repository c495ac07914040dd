import { describe, expect, it } from 'vitest';
import type { Declaration } from '../../../../src/shared/registry';
import { firstPageRequest, listCallPath, type ListRequest } from '../../../../src/shared/rules/listCall';

/** The parts of a declaration a list call reads. */
const kind = (scope: 'website' | 'client', more: Partial<Declaration> = {}) =>
  ({ kind: 'zones', scope, endpoints: { list: 'GET /api/cms/zones' }, ...more }) as unknown as Declaration;
const page: ListRequest = { page: 2, maxResults: 25, sort: 'name', order: 'asc' };
const scope = { clientId: 1, websiteId: 11 };

describe('listCallPath: the one builder of a list call, for the console and the server', () => {
  it.each<[string, Declaration, ListRequest, string | undefined]>([
    [
      'a website’s kind asks within the website',
      kind('website'),
      page,
      '/api/cms/zones?client_id=1&website_id=11&page=2&max_results=25&sort=name&order=asc',
    ],
    [
      'a client-wide kind (forms, people) names no website',
      kind('client'),
      page,
      '/api/cms/zones?client_id=1&page=2&max_results=25&sort=name&order=asc',
    ],
    [
      'a search is sent, an empty one is not',
      kind('client'),
      { ...page, search: 'hall' },
      '/api/cms/zones?client_id=1&page=2&max_results=25&sort=name&order=asc&search=hall',
    ],
    [
      'filters go as JSON, without the empty ones',
      kind('client'),
      { ...page, filters: { active: true, name: '' } },
      '/api/cms/zones?client_id=1&page=2&max_results=25&sort=name&order=asc&filters=%7B%22active%22%3Atrue%7D',
    ],
    [
      'declared parameters and the parent go as they are',
      kind('client'),
      { ...page, params: { program_id: 3 } },
      '/api/cms/zones?client_id=1&program_id=3&page=2&max_results=25&sort=name&order=asc',
    ],
    ['a kind without a list call has none', kind('client', { endpoints: {} }), page, undefined],
  ])('%s', (_sentence, decl, req, path) => {
    expect(listCallPath(decl, scope, req)).toBe(path);
  });

  it.each<[string, Partial<Declaration>, ListRequest]>([
    ['newest first unless declared', {}, { page: 1, maxResults: 25, sort: 'created_at', order: 'desc' }],
    [
      'in the declared order and page size',
      { list: { sort: 'name', pageSize: 50 } } as Partial<Declaration>,
      { page: 1, maxResults: 50, sort: 'name', order: 'asc' },
    ],
  ])('a list address without parameters asks for its first page %s', (_sentence, more, req) => {
    expect(firstPageRequest(kind('website', more))).toEqual(req);
  });
});
