import { createTestApp, type TestApp } from './helpers/testApp';
import { decideAll, pendingList } from './helpers/review';
import { demoTokens } from './resources/sample';

/**
 * Bulk delete (src/server/bulk) re-proves the review promise: what a maker selects becomes pending
 * deletes a checker must publish, all or nothing, for the records and versions the maker saw.
 */
type Doc = Record<string, unknown>;
let t: TestApp;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
const SITE = 'client_id=1&website_id=1';
const LIST = '/api/client/edu_instructors';
const REVIEW = { client_id: 1, website_id: 1, asset_type_name: 'ENTITY' };

const create = async (name: string): Promise<Doc> => {
  const res = await t.as(tokens.maker, { method: 'POST', url: `${LIST}?${SITE}`, payload: { instructor_name: name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Doc;
};
const read = async (search: string): Promise<Doc[]> =>
  (await t.as(tokens.viewer, { method: 'GET', url: `${LIST}?${SITE}&max_results=100&search=${encodeURIComponent(search)}` })).json()
    .data as Doc[];
const seen = (rows: Doc[]) => rows.map((r) => ({ id: Number(r.instructor_id), version: Number(r.version) }));
const bulk = (token: string, payload: unknown, query = `${SITE}&kind=edu-instructors`) =>
  t.as(token, { method: 'POST', url: `/api/cms/bulk_delete?${query}`, payload: payload as Doc });
/** Published instructors named `prefix 1…n`, as a checker left them. */
async function published(prefix: string, n: number): Promise<Doc[]> {
  for (let i = 1; i <= n; i++) await create(`${prefix} ${i}`);
  expect((await decideAll(t, tokens.checker, 'publish', REVIEW)).statusCode).toBe(200);
  return read(prefix);
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t.close());

describe('bulk delete goes through review', () => {
  it('turns the selected published records into pending deletes that stay live until a checker publishes them', async () => {
    const rows = await published('Selected alpha', 3);
    const res = await bulk(tokens.maker, { records: seen(rows.slice(0, 2)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ deleted: 2, withdrawn: 0 });
    const after = await read('Selected alpha');
    const pendingDeletes = after.filter((r) => r.pending_action === 'DELETE').map((r) => r.instructor_id);
    expect(pendingDeletes.sort()).toEqual(
      rows
        .slice(0, 2)
        .map((r) => r.instructor_id)
        .sort(),
    );
    // Live until a checker decides: the maker cannot publish their own deletes.
    const own = await decideAll(t, tokens.maker, 'publish', REVIEW);
    expect(own.statusCode).not.toBe(200);
    expect(await read('Selected alpha')).toHaveLength(3);
    expect((await decideAll(t, tokens.checker, 'publish', REVIEW)).statusCode).toBe(200);
    expect((await read('Selected alpha')).map((r) => r.instructor_name)).toEqual([rows[2]!.instructor_name]);
  });

  it('withdraws records never published, as a single delete would', async () => {
    const draft = await create('Withdrawn draft beta');
    const res = await bulk(tokens.maker, { records: seen([draft]) });
    expect(res.json().data).toEqual({ deleted: 0, withdrawn: 1 });
    expect(await read('Withdrawn draft beta')).toHaveLength(0);
  });

  it('deletes nothing when one record changed since the list showed it', async () => {
    const rows = await published('Stale gamma', 2);
    const stale = seen(rows);
    stale[1]!.version += 1;
    const res = await bulk(tokens.maker, { records: stale });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('VERSION_CONFLICT');
    expect((await read('Stale gamma')).every((r) => !r.pending_action)).toBe(true);
  });

  it('deletes what the list matches only when as many match as the maker saw', async () => {
    await published('Matching delta', 3);
    const matching = 'search=Matching%20delta&page=4&sort=instructor_name';
    const wrong = await bulk(tokens.maker, { matching, expected: 2 });
    expect(wrong.statusCode, wrong.body).toBe(409);
    expect(wrong.json().error).toMatchObject({ code: 'LIST_CHANGED', message: expect.stringContaining('3 records match now, not 2') });
    const right = await bulk(tokens.maker, { matching, expected: 3 });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data).toEqual({ deleted: 3, withdrawn: 0 });
    const filtered = await bulk(tokens.maker, { matching: 'filters=%7B%22instructor_nope%22%3A1%7D', expected: 1 });
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json().error.message).toMatch(/instructor_nope is not a field of Instructors/);
  });

  it('runs the same bulk delete sent twice at once exactly once', async () => {
    const rows = await published('Twice epsilon', 2);
    const [a, b] = await Promise.all([bulk(tokens.maker, { records: seen(rows) }), bulk(tokens.maker, { records: seen(rows) })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const { blocks } = await pendingList(t, tokens.checker, REVIEW);
    const ids = new Set(rows.map((r) => Number(r.instructor_id)));
    expect(blocks.filter((bl) => ids.has(Number((bl as Doc).record_id)))).toHaveLength(2);
  });
});

describe('bulk delete refuses what a single delete refuses', () => {
  it.each([
    ['a viewer', () => tokens.viewer, 403],
    ['a checker without the maker role', () => tokens.checker, 403],
    ['a user of another organisation', () => tokens.other, 403],
  ])('refuses %s', async (_who, token, status) => {
    const rows = await published('Refused zeta', 1);
    expect((await bulk(token(), { records: seen(rows) })).statusCode).toBe(status);
    expect((await read('Refused zeta'))[0]!.pending_action ?? null).toBeNull();
  });

  it.each([
    ['an undeclared kind', { records: [{ id: 1, version: 1 }] }, 'kind=nope', /kind "nope" is not declared/],
    ['a kind without a delete call', { records: [{ id: 1, version: 1 }] }, 'kind=course-categories', /cannot be deleted here/],
    ['both records and matching', { records: [{ id: 1, version: 1 }], matching: '', expected: 1 }, '', /./],
    ['neither records nor matching', {}, '', /./],
    ['an id beyond a safe integer', { records: [{ id: 2 ** 60, version: 1 }] }, '', /./],
    [
      'a record named twice',
      {
        records: [
          { id: 7, version: 1 },
          { id: 7, version: 1 },
        ],
      },
      '',
      /names Instructor 7 twice/,
    ],
    ['a NUL in the query', { matching: 'search=a\u0000b', expected: 1 }, '', /./],
  ])('answers 400 to %s', async (_what, payload, kind, message) => {
    const res = await bulk(tokens.maker, payload, `${SITE}&${kind || 'kind=edu-instructors'}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });

  it('refuses an owned product, naming its program', async () => {
    const program = (await t.as(tokens.viewer, { method: 'GET', url: `/api/cms/courses/course_program?${SITE}&max_results=1` })).json()
      .data[0] as Doc;
    const product = program.product_service as Doc;
    const res = await bulk(
      tokens.maker,
      { records: [{ id: Number(product.prodserv_id), version: Number(product.version ?? 1) }] },
      `${SITE}&kind=product-services`,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('OWNED_RECORD');
  });
});

describe('a selection exports as CSV', () => {
  it('holds only the selected rows', async () => {
    const rows = await published('Exported eta', 3);
    const ids = [rows[0]!.instructor_id, rows[2]!.instructor_id].join(',');
    const res = await t.as(tokens.viewer, { method: 'GET', url: `${LIST}?${SITE}&format=csv&ids=${ids}` });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(String(rows[0]!.instructor_name));
    expect(res.body).not.toContain(String(rows[1]!.instructor_name));
    const bad = await t.as(tokens.viewer, { method: 'GET', url: `${LIST}?${SITE}&format=csv&ids=1,,2` });
    expect(bad.statusCode).toBe(400);
  });
});
