// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://mirror.example.net/make/entities/zones" }
import { afterEach, expect, it, vi } from 'vitest';
import { browserApi as api } from '../../../src/console/api/client';
import { fakeApi } from '../harness';

afterEach(() => vi.unstubAllGlobals());

it('drops client_id when the page is not on one of the product hosts (docs/product.md §6)', async () => {
  const calls = fakeApi({ 'GET /api/client/': { body: { data: {} } } });
  await api.get('/api/client/', { query: { client_id: 1, website_id: 12 } });
  expect(calls[0]!.query.toString()).toBe('website_id=12');
  expect(calls[0]!.headers.client_request_url).toBe('https://mirror.example.net/make/entities/zones');
});
