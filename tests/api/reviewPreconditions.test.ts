import { createTestApp, type TestApp } from './helpers/testApp';
import { demoTokens } from './resources/sample';
import { decideAll, pendingList } from './helpers/review';

/**
 * A publish names what the checker reviewed (RFC 9110 conditional request, docs/review-flow.md):
 * the whole pending set behind the list's ETag, or chosen changes at the versions seen. Anything
 * else — no precondition, a change saved or sent for review since, a change the checker wrote —
 * publishes nothing, and says why, naming each change.
 */
type Doc = Record<string, unknown>;
let t: TestApp;
let maker: string;
let checker: string;
let owner: string;
let viewer: string;

const ZONES = { client_id: 1, website_id: 2, asset_type_name: 'ENTITY' } as const;
const query = (scope: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(scope).map(([k, v]) => [k, String(v)])).toString();

async function zone(token: string, name: string): Promise<{ id: number; version: number }> {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/cms/events/event_zones?client_id=1&website_id=2',
    payload: { zone_name: name, zone_capacity: 10 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: Number(res.json().data.zone_id), version: 1 };
}

async function rename(token: string, rec: { id: number; version: number }, name: string): Promise<{ id: number; version: number }> {
  const res = await t.as(token, {
    method: 'PUT',
    url: `/api/cms/events/event_zones?client_id=1&website_id=2&zone_id=${rec.id}&version=${rec.version}`,
    payload: { zone_name: name, zone_capacity: 10 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: rec.id, version: Number(res.json().data.version) };
}

const post = (token: string, action: 'publish' | 'reset', opts: { etag?: string; body?: Doc; scope?: Doc } = {}) =>
  t.as(token, {
    method: 'POST',
    url: `/api/cms/vcs/${action}?${query((opts.scope ?? ZONES) as Record<string, string | number>)}`,
    headers: opts.etag === undefined ? {} : { 'if-match': opts.etag },
    ...(opts.body ? { payload: opts.body } : {}),
  });

const blockOf = async (id: number) =>
  (await pendingList(t, checker, ZONES)).blocks.find((b) => Number((b as Doc).record_id) === id) as Doc & {
    block_id: number;
    version: number;
  };
const isLive = async (id: number) =>
  ((await t.as(viewer, { method: 'GET', url: `/api/cms/events/event_zones?client_id=1&website_id=2&id=${id}` })).json().data[0] as Doc)
    ?.is_live === true;

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await demoTokens(t);
  maker = tokens.maker;
  checker = tokens.checker;
  owner = tokens.owner;
  viewer = tokens.viewer;
});
afterAll(() => t.close());
beforeEach(async () => {
  const cleared = await decideAll(t, checker, 'reset', ZONES);
  expect([200, 409]).toContain(cleared.statusCode);
});

describe('the pending list', () => {
  it('gives each change its version and the whole set an ETag that moves with every save, arrival and departure', async () => {
    const a = await zone(maker, 'Etag Hall A');
    const first = await pendingList(t, checker, ZONES);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect((await blockOf(a.id)).version).toBe(1);
    await rename(maker, a, 'Etag Hall A2');
    const second = await pendingList(t, checker, ZONES);
    expect((await blockOf(a.id)).version).toBe(2);
    expect(second.etag).not.toBe(first.etag);
    await zone(maker, 'Etag Hall B');
    const third = await pendingList(t, checker, ZONES);
    expect(third.etag).not.toBe(second.etag);
    // The same set gives the same tag.
    expect((await pendingList(t, viewer, ZONES)).etag).toBe(third.etag);
  });

  it('names the whole set however many pages it takes, and counts them all', async () => {
    for (let i = 0; i < 3; i++) await zone(maker, `Paged Hall ${i}`);
    const page = await t.as(checker, { method: 'GET', url: `/api/cms/vcs/blocks?${query(ZONES)}&max_results=2&page=2` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toHaveLength(1);
    expect(page.json().meta).toMatchObject({ total: 3, page: 2, max_results: 2 });
    expect(page.headers.etag).toBe((await pendingList(t, checker, ZONES)).etag);
  });
});

describe('what a publish or reset must say', () => {
  it.each(['publish', 'reset'] as const)(
    '%s: roles first (403), then no precondition is 428, and If-Match: * says nothing',
    async (action) => {
      const rec = await zone(maker, `Precondition Hall ${action}`);
      expect((await post(maker, action)).statusCode).toBe(403);
      const none = await post(checker, action);
      expect(none.statusCode, none.body).toBe(428);
      expect(none.json().error.code).toBe('PRECONDITION_REQUIRED');
      expect((await post(checker, action, { etag: '*' })).statusCode).toBe(428);
      expect(await blockOf(rec.id)).toBeDefined();
    },
  );

  it('refuses both forms at once, a change named twice, and an empty choice (400)', async () => {
    const rec = await zone(maker, 'Both Hall');
    const { etag } = await pendingList(t, checker, ZONES);
    const block = await blockOf(rec.id);
    const chosen = [{ block_id: block.block_id, version: block.version }];
    expect((await post(checker, 'publish', { etag, body: { blocks: chosen } })).statusCode).toBe(400);
    expect((await post(checker, 'publish', { body: { blocks: [...chosen, ...chosen] } })).json().error.message).toMatch(/twice/);
    expect((await post(checker, 'publish', { body: { blocks: [] } })).statusCode).toBe(400);
    expect(await isLive(rec.id)).toBe(false);
  });
});

describe('publishing what was reviewed, and nothing else', () => {
  it('refuses an ETag once a maker saved again or sent another change, naming each; nothing goes live', async () => {
    const shown = await zone(maker, 'Shown Hall');
    const { etag } = await pendingList(t, checker, ZONES);
    await rename(maker, shown, 'Shown Hall, renamed');
    const arrived = await zone(maker, 'Arrived Hall');
    const res = await post(checker, 'publish', { etag });
    expect(res.statusCode, res.body).toBe(412);
    expect(res.json().error.code).toBe('PRECONDITION_FAILED');
    expect(res.json().error.message).toMatch(/Shown Hall, renamed" was saved again \(version 1 → 2\)/);
    expect(res.json().error.message).toMatch(/Arrived Hall" was sent for review since/);
    expect(
      res
        .json()
        .error.details.moved.map((m: Doc) => m.what)
        .sort(),
    ).toEqual(['added', 'changed']);
    expect(await isLive(shown.id)).toBe(false);
    expect(await isLive(arrived.id)).toBe(false);
    // Loaded again, the list is what gets published.
    expect((await decideAll(t, checker, 'publish', ZONES)).json().data).toEqual({ published: 2 });
  });

  it('refuses an ETag this server never gave for the scope', async () => {
    await zone(maker, 'Unknown Tag Hall');
    const res = await post(checker, 'publish', { etag: '"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"' });
    expect(res.statusCode).toBe(412);
    const other = await pendingList(t, checker, { client_id: 1, website_id: 1, asset_type_name: 'ENTITY' });
    expect((await post(checker, 'publish', { etag: other.etag })).statusCode).toBe(412);
  });

  it('publishes a chosen change at the version seen and leaves the others pending', async () => {
    const one = await zone(maker, 'Chosen Hall');
    const two = await zone(maker, 'Left Hall');
    const block = await blockOf(one.id);
    const res = await post(checker, 'publish', { body: { blocks: [{ block_id: block.block_id, version: block.version }] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ published: 1 });
    expect(await isLive(one.id)).toBe(true);
    expect(await blockOf(two.id)).toBeDefined();
  });

  it('refuses a chosen change saved again or gone since, naming it', async () => {
    const rec = await zone(maker, 'Stale Hall');
    const seen = await blockOf(rec.id);
    await rename(maker, rec, 'Stale Hall, later');
    const stale = await post(checker, 'publish', { body: { blocks: [{ block_id: seen.block_id, version: seen.version }] } });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.details.moved).toEqual([
      expect.objectContaining({ block_id: seen.block_id, what: 'changed', version: 1, current_version: 2 }),
    ]);
    await decideAll(t, checker, 'reset', ZONES);
    const gone = await post(checker, 'reset', { body: { blocks: [{ block_id: seen.block_id, version: 2 }] } });
    expect(gone.statusCode).toBe(412);
    expect(gone.json().error.message).toMatch(/Stale Hall, later" is no longer waiting for review/);
  });

  it('applies four eyes per change: a set with one the checker wrote is refused naming it; the rest can go', async () => {
    const mine = await zone(owner, 'Owner Hall');
    const theirs = await zone(maker, 'Maker Hall');
    const refused = await decideAll(t, owner, 'publish', ZONES);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/1 of these changes yourself \(Zone "Owner Hall"\)/);
    const block = await blockOf(theirs.id);
    const ok = await post(owner, 'publish', { body: { blocks: [{ block_id: block.block_id, version: block.version }] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await isLive(theirs.id)).toBe(true);
    expect(await isLive(mine.id)).toBe(false);
  });

  it('publishes a change with the pending record it points at, or refuses it alone naming that record', async () => {
    const EDU = { client_id: 1, website_id: 1, asset_type_name: 'ENTITY' };
    await decideAll(t, checker, 'reset', EDU);
    const category = (
      await t.as(viewer, { method: 'GET', url: '/api/cms/courses/course_categories?client_id=1&website_id=1&max_results=1' })
    ).json().data[0] as Doc;
    const course = await t.as(maker, {
      method: 'POST',
      url: '/api/cms/courses/website_course?client_id=1&website_id=1',
      payload: { course_name: 'Pending parent course', course_code: 'PPC101', course_category_id: category.coursecategory_id },
    });
    expect(course.statusCode, course.body).toBe(201);
    const program = await t.as(maker, {
      method: 'POST',
      url: '/api/cms/courses/course_program?client_id=1&website_id=1',
      payload: {
        program_course_id: course.json().data.course_id,
        program_name: 'Child cohort',
        program_mode: 'Online',
        program_start_date: '2027-01-11',
        product_service: { prodserv_classification_text: 'Cohort' },
      },
    });
    expect(program.statusCode, program.body).toBe(201);
    const blocks = (await pendingList(t, checker, EDU)).blocks as (Doc & { block_id: number; version: number })[];
    const courseBlock = blocks.find((b) => b.kind === 'courses')!;
    const others = blocks.filter((b) => b.kind !== 'courses').map((b) => ({ block_id: b.block_id, version: b.version }));
    const alone = await post(checker, 'publish', { scope: EDU, body: { blocks: others } });
    expect(alone.statusCode, alone.body).toBe(409);
    expect(alone.json().error.message).toMatch(/Course "Pending parent course", which is waiting for review: publish them together/);
    expect(alone.json().error.details.needs).toEqual([courseBlock.block_id]);
    const together = await post(checker, 'publish', {
      scope: EDU,
      body: { blocks: [...others, { block_id: courseBlock.block_id, version: courseBlock.version }] },
    });
    expect(together.statusCode, together.body).toBe(200);
  });

  it('lets one of two checkers publishing the same set at once win; the other is told it moved', async () => {
    await zone(maker, 'Race Hall');
    const { etag } = await pendingList(t, checker, ZONES);
    const answers = await Promise.all([post(checker, 'publish', { etag }), post(owner, 'publish', { etag })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
  });
});

describe('the role comes before the body on every write route', () => {
  it.each([
    ['a malformed publish', 'POST', '/api/cms/vcs/publish?client_id=1&website_id=2&asset_type_name=ENTITY', { blocks: 'all' }],
    ['a malformed restore', 'POST', '/api/cms/vcs/restore', { kind: 'event-zones', id: 'x', version: -1 }],
    ['a malformed import', 'POST', '/api/cms/import?client_id=1&website_id=2&kind=event-zones', undefined],
    ['a malformed withdraw', 'POST', '/api/cms/vcs/withdraw', { block_id: 'x' }],
    ['a malformed page change', 'POST', '/api/cms/page/page_utils', { website_id: 2, changes: 'all' }],
    ['a malformed upload', 'POST', '/api/main/upload', { website_id: 2, data_base64: 7 }],
    ['a malformed theme save', 'PUT', '/api/cms/website/display_settings', { website_id: 2, primaryColor: 5 }],
  ])("refuses a viewer's %s with 403", async (_case, method, url, payload) => {
    const res = await t.as(viewer, {
      method,
      url,
      ...(payload === undefined ? { headers: { 'content-type': 'text/csv' }, payload: '\u0000not,a,file' } : { payload }),
    });
    expect(res.statusCode, res.body).toBe(403);
  });
});
