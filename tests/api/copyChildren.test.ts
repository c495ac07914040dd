import { createTestApp, type TestApp } from './helpers/testApp';
import { decideAll, pendingList } from './helpers/review';
import { demoTokens } from './resources/sample';
import { copyData } from '../../src/shared/rules/copyData';

/**
 * Copies are whole (issue 33 item 5): a copy made with copy_children takes the records below the
 * original along, as pending creations a checker sees, all or nothing; none is dropped silently.
 */
type Doc = Record<string, unknown>;
let t: TestApp;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
const SITE = 'client_id=1&website_id=1';
const REVIEW = { client_id: 1, website_id: 1, asset_type_name: 'ENTITY' };
const PROGRAMS = '/api/cms/courses/course_program';

const get = async (url: string): Promise<Doc[]> => (await t.as(tokens.viewer, { method: 'GET', url })).json().data as Doc[];
const pricesOf = (product: number) => get(`/api/transactions/prodserv_prices?${SITE}&prodservprice_prodserv_id=${product}&max_results=100`);
const offersOf = (product: number) => get(`/api/transactions/prodserv_offers?${SITE}&prodservoffer_prodserv_id=${product}&max_results=100`);
const productOf = (program: Doc) => Number((program.product_service as Doc).prodserv_id);
/** What the Copy form sends: the record's own fields, without its id, the server's fields and unique ones. */
const copyBody = (kind: string, row: Doc): Doc => {
  const decl = t.app.registry.get(kind);
  const own = Object.fromEntries(Object.entries(row).filter(([key, value]) => key in decl.schema.properties && value !== null));
  return copyData(decl, own);
};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t.close());

describe('copying a record with what is below it', () => {
  it('copies a program with its product’s prices and offers, as pending creations under the copy', async () => {
    const programs = await get(`${PROGRAMS}?${SITE}&max_results=100`);
    let source: Doc | undefined;
    for (const p of programs) if (!source && (await pricesOf(productOf(p))).length > 1) source = p;
    if (!source) throw new Error('The demo has no program with prices to copy.');
    const [prices, offers] = [await pricesOf(productOf(source)), await offersOf(productOf(source))];
    const res = await t.as(tokens.maker, {
      method: 'POST',
      url: `${PROGRAMS}?${SITE}&copy_of=${String(source.program_id)}&copy_children=prodserv-prices,prodserv-offers`,
      payload: { ...copyBody('course-programs', source), program_name: 'Copied program with prices' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.copied).toEqual({
      'prodserv-prices': prices.length,
      ...(offers.length > 0 ? { 'prodserv-offers': offers.length } : {}),
    });
    const copy = res.json().data as Doc;
    expect(productOf(copy)).not.toBe(productOf(source));
    const copiedPrices = await pricesOf(productOf(copy));
    expect(copiedPrices.map((p) => p.prodservprice_name).sort()).toEqual(prices.map((p) => p.prodservprice_name).sort());
    expect(copiedPrices.every((p) => p.pending_action === 'CREATE')).toBe(true);
    // The original keeps its own.
    expect(await pricesOf(productOf(source))).toHaveLength(prices.length);
    // A unique code is not copied: the copy's offers have none of the originals'.
    const codes = new Set(offers.map((o) => o.prodservoffer_code).filter(Boolean));
    expect((await offersOf(productOf(copy))).some((o) => codes.has(o.prodservoffer_code))).toBe(false);

    // All of it waits for a checker; the maker cannot publish their own copy.
    expect((await decideAll(t, tokens.maker, 'publish', REVIEW)).statusCode).not.toBe(200);
    const { blocks } = await pendingList(t, tokens.checker, REVIEW);
    const waiting = new Set((blocks as unknown as Doc[]).map((b) => `${String(b.kind)}:${String(b.record_id)}`));
    for (const p of copiedPrices) expect(waiting.has(`prodserv-prices:${String(p.prodservprice_id)}`)).toBe(true);
  });

  it('copies a course with its programs, and each program with its prices', async () => {
    const courses = await get(`/api/cms/courses?${SITE}&max_results=100`);
    let source: Doc | undefined;
    let programs: Doc[] = [];
    for (const c of courses) {
      programs = await get(`${PROGRAMS}?${SITE}&program_course_id=${String(c.course_id)}&max_results=100`);
      if (programs.length > 0) {
        source = c;
        break;
      }
    }
    const res = await t.as(tokens.maker, {
      method: 'POST',
      url: `/api/cms/courses/website_course?${SITE}&copy_of=${String(source!.course_id)}&copy_children=course-programs`,
      payload: { ...copyBody('courses', source!), course_code: 'CPY900', course_slug: 'copied-course-900' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().data as Doc;
    const copiedPrograms = await get(`${PROGRAMS}?${SITE}&program_course_id=${String(copy.course_id)}&max_results=100`);
    expect(copiedPrograms.map((p) => p.program_name).sort()).toEqual(programs.map((p) => p.program_name).sort());
    const pricesBefore = (await Promise.all(programs.map((p) => pricesOf(productOf(p))))).flat().length;
    const pricesAfter = (await Promise.all(copiedPrograms.map((p) => pricesOf(productOf(p))))).flat().length;
    expect(pricesAfter).toBe(pricesBefore);
    expect(res.json().meta.copied['course-programs']).toBe(programs.length);
  });

  it.each([
    [
      'a kind the copy cannot take',
      'copy_of=1&copy_children=edu-instructors',
      400,
      /edu-instructors is not a kind a copy of Program takes along: /,
    ],
    ['children without the record they are copied from', 'copy_children=prodserv-prices', 400, /copy_of is required/],
    ['a malformed list of kinds', 'copy_of=1&copy_children=Prices;drop', 400, /copy_children/],
  ])('refuses %s, creating nothing', async (_what, query, status, message) => {
    const before = (await get(`${PROGRAMS}?${SITE}&max_results=100`)).length;
    const res = await t.as(tokens.maker, {
      method: 'POST',
      url: `${PROGRAMS}?${SITE}&${query}`,
      payload: { program_name: 'Refused copy' },
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.message).toMatch(message);
    expect(await get(`${PROGRAMS}?${SITE}&max_results=100`)).toHaveLength(before);
  });

  it('cannot copy from another organisation’s record: nothing is made', async () => {
    const theirs = (await t.as(tokens.other, { method: 'GET', url: `${PROGRAMS}?client_id=2&website_id=5&max_results=1` })).json()
      .data as Doc[];
    const program = (await get(`${PROGRAMS}?${SITE}&max_results=1`))[0]!;
    const before = (await get(`${PROGRAMS}?${SITE}&max_results=100`)).length;
    const res = await t.as(tokens.maker, {
      method: 'POST',
      url: `${PROGRAMS}?${SITE}&copy_of=${Number(theirs[0]?.program_id ?? 999999)}&copy_children=prodserv-prices`,
      payload: { ...copyBody('course-programs', program), program_name: 'Copy of theirs' },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(await get(`${PROGRAMS}?${SITE}&max_results=100`)).toHaveLength(before);
  });
});
