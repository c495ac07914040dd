import { createTestApp, type TestApp } from './helpers/testApp';
import { demoTokens } from './resources/sample';
import { decideAll } from './helpers/review';

/**
 * History tells the whole story (docs/review-flow.md): content from before the history began is
 * version 1, every save shows what it changed from the save before it, Restore is offered only
 * where it would change something — and every time the API answers is RFC 3339.
 */
type Doc = Record<string, unknown>;
let t: TestApp;
let maker: string;
let checker: string;
let viewer: string;

const ZONES = { client_id: 1, website_id: 2, asset_type_name: 'ENTITY' } as const;
const history = async (id: number) =>
  (await t.as(viewer, { method: 'GET', url: `/api/cms/vcs/history?client_id=1&website_id=2&kind=event-zones&id=${id}` })).json()
    .data as Doc[];
const save = async (id: number, version: number, body: Doc) => {
  const res = await t.as(maker, {
    method: 'PUT',
    url: `/api/cms/events/event_zones?client_id=1&website_id=2&zone_id=${id}&version=${version}`,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Doc;
};

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await demoTokens(t);
  maker = tokens.maker;
  checker = tokens.checker;
  viewer = tokens.viewer;
});
afterAll(() => t.close());

describe('a seeded record', () => {
  it('has its seeded content as version 1, and every later save after it with what it changed', async () => {
    const zone = (await t.as(viewer, { method: 'GET', url: '/api/cms/events/event_zones?client_id=1&website_id=2&max_results=1' })).json()
      .data[0] as Doc;
    const id = Number(zone.zone_id);
    const [seeded] = await history(id);
    expect(seeded).toMatchObject({ version: 1, action: 'CREATE', status: 'live', initial: true, restorable: false });
    expect((seeded!.changes as Doc[]).map((c) => c.field)).toContain('zone_name');

    const own = Object.fromEntries(Object.entries(zone).filter(([k]) => k.startsWith('zone_') && k !== 'zone_id'));
    const first = await save(id, Number(zone.version), { ...own, zone_capacity: Number(zone.zone_capacity) + 1 });
    await save(id, Number(first.version), {
      ...own,
      zone_capacity: Number(zone.zone_capacity) + 1,
      zone_name: `${String(zone.zone_name)} East`,
    });
    const versions = await history(id);
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      [3, 'pendingreview'],
      [2, 'superseded'],
      [1, 'live'],
    ]);
    // Each save against the one before it: the draft save is a version of its own.
    expect(versions[0]!.changes).toEqual([{ field: 'zone_name', from: zone.zone_name, to: `${String(zone.zone_name)} East` }]);
    expect(versions[1]!.changes).toEqual([{ field: 'zone_capacity', from: zone.zone_capacity, to: Number(zone.zone_capacity) + 1 }]);
    // What the record shows now is no restore; the seeded content is.
    expect(versions.map((v) => v.restorable)).toEqual([false, true, true]);
    const same = await t.as(maker, {
      method: 'POST',
      url: '/api/cms/vcs/restore',
      payload: { client_id: 1, website_id: 2, kind: 'event-zones', id, version: 3 },
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toMatchObject({ code: 'NOTHING_TO_RESTORE', message: expect.stringMatching(/would change nothing/) });
    const back = await t.as(maker, {
      method: 'POST',
      url: '/api/cms/vcs/restore',
      payload: { client_id: 1, website_id: 2, kind: 'event-zones', id, version: 1 },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ zone_name: zone.zone_name, zone_capacity: zone.zone_capacity });
    expect((await decideAll(t, checker, 'reset', ZONES)).statusCode).toBe(200);
  });
});

describe('times', () => {
  const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
  const stamps = (value: unknown, key = ''): [string, unknown][] => {
    if (Array.isArray(value)) return value.flatMap((v) => stamps(v, key));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stamps(v, k));
    return /(_at|^at)$/.test(key) && value !== null ? [[key, value]] : [];
  };

  it('answers every time as RFC 3339 — blocks, history, schedules, my changes, records', async () => {
    const made = await t.as(maker, {
      method: 'POST',
      url: '/api/cms/events/event_zones?client_id=1&website_id=2',
      payload: { zone_name: 'Timed Hall', zone_capacity: 3 },
    });
    const id = Number(made.json().data.zone_id);
    const shown = await t.as(checker, { method: 'GET', url: '/api/cms/vcs/blocks?client_id=1&website_id=2&asset_type_name=ENTITY' });
    const schedule = await t.as(checker, {
      method: 'POST',
      url: '/api/cms/vcs/publish?client_id=1&website_id=2&asset_type_name=ENTITY',
      headers: { 'if-match': String(shown.headers.etag) },
      payload: { publish_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(schedule.statusCode, schedule.body).toBe(202);
    const answers = await Promise.all(
      [
        [checker, '/api/cms/vcs/blocks?client_id=1&website_id=2&asset_type_name=ENTITY'],
        [viewer, `/api/cms/vcs/history?client_id=1&website_id=2&kind=event-zones&id=${id}`],
        [checker, '/api/cms/vcs/schedules?client_id=1'],
        [maker, '/api/cms/vcs/my_changes?client_id=1'],
        [viewer, `/api/cms/events/event_zones?client_id=1&website_id=2&id=${id}`],
      ].map(async ([token, url]) => (await t.as(token!, { method: 'GET', url: url! })).json()),
    );
    const found = answers.flatMap((a) => stamps(a));
    expect(found.length).toBeGreaterThanOrEqual(7);
    for (const [key, value] of found) expect(`${key}: ${String(value)}`).toMatch(new RegExp(`^${key}: ${RFC3339.source.slice(1)}`));
  });
});
