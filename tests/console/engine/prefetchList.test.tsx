// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appQueryClient } from '../../../src/console/api/appQueryClient';
import { browserApi } from '../../../src/console/api/client';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { prefetchList } from '../../../src/console/engine/prefetchList';
import { useWebsiteStore } from '../../../src/console/state/websiteStore';
import { client, demoWebsites } from '../fixtures';
import { resetConsoleState } from '../harness';
import { callsTo, fakeResources } from './fakeResources';

const zones = consoleRegistry.get('event-zones');
const session = {
  body: {
    data: {
      user: { user_id: 7, email: 'owner@example.com', name: 'Olivia Owner', client_id: 1 },
      client: client(),
      websites: demoWebsites(),
    },
  },
};
const serve = () =>
  fakeResources(
    consoleRegistry,
    { 'event-zones': [{ zone_name: 'Main Stage' }, { zone_name: 'Hall B' }] },
    { 'GET /api/client/session': session },
  );

beforeEach(() => {
  resetConsoleState();
  appQueryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('a cold load of a list address asks for its first page before the screen renders (engine/prefetchList.ts)', () => {
  it('asks once, on the active website, with the page, sort and filters of the address, and caches the answer', async () => {
    const server = serve();
    useWebsiteStore.setState({ activeWebsiteId: '12' });
    await prefetchList(browserApi, appQueryClient, zones, '?page=2&size=10&sort=zone_name&order=asc&q=Stage');
    const calls = callsTo(server, zones, 'list');
    expect(calls).toHaveLength(1);
    const query = calls[0]!.query;
    expect([query.get('website_id'), query.get('page'), query.get('max_results'), query.get('sort'), query.get('order')]).toEqual([
      '12',
      '2',
      '10',
      'zone_name',
      'asc',
    ]);
    expect(query.get('search')).toBe('Stage');
    // The screen's query (hooks/useResourceList.ts) starts with the same key: it finds this answer.
    const cached = appQueryClient.getQueriesData({ queryKey: ['resource', 'event-zones', 'list', 1, 12] });
    expect(cached).toHaveLength(1);
    expect(cached[0]![1]).toMatchObject({ rows: [], meta: { page: 2, total: 1 } });
  });

  it('asks nothing for a kind the active website’s use case does not have', async () => {
    const server = serve();
    // Demo Academy is an education website; zones belong to events.
    useWebsiteStore.setState({ activeWebsiteId: '11' });
    await prefetchList(browserApi, appQueryClient, zones, '');
    expect(callsTo(server, zones, 'list')).toHaveLength(0);
  });
});
