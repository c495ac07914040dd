import { describe, expect, it } from 'vitest';
import { clientRequestUrl } from '../../../../src/console/rules/requestUrl';
import { buildRequestPath } from '../../../../src/shared/rules/requestPath';

describe('docs/product.md §6: client_request_url is the page address without its fragment', () => {
  it.each([
    ['http://localhost:5173/make/entities/zones?page=2#top', 'http://localhost:5173/make/entities/zones?page=2'],
    ['http://localhost:5173/', 'http://localhost:5173/'],
    ['https://x.example/a#b#c', 'https://x.example/a'],
  ])('%s → %s', (href, header) => {
    expect(clientRequestUrl(href)).toBe(header);
  });
});

describe('request addresses', () => {
  it.each([
    ['keeps client_id on an allowed origin', { client_id: 4, website_id: 9 }, true, '/api/x?client_id=4&website_id=9'],
    ['drops client_id on another origin', { client_id: 4, website_id: 9 }, false, '/api/x?website_id=9'],
    ['leaves out missing values', { a: undefined, b: null, c: 0, d: false }, true, '/api/x?c=0&d=false'],
    ['sends filters as JSON text', { filters: { active: true } }, true, '/api/x?filters=%7B%22active%22%3Atrue%7D'],
    ['no query, no question mark', {}, true, '/api/x'],
  ])('%s', (_sentence, query, keep, path) => {
    expect(buildRequestPath('/api/x', query, keep)).toBe(path);
  });
});
