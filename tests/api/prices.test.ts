import { sql } from 'drizzle-orm';
import { escapeHtml } from '../../src/server/preview/html';
import { first } from '../helpers/first';
import { createTestApp, type TestApp } from './helpers/testApp';
import { decideAll } from './helpers/review';

/**
 * Prices where they are sold (issue 13): a program owns the product it is sold as (x-owns), its
 * prices hang off that product, lists carry its current price (x-derived), the server sets the
 * website of courses and programs (websiteField), and a course's preview page shows its programs
 * with their prices (preview.children).
 */
type Doc = Record<string, unknown>;
let t: TestApp;
let maker: string;
let checker: string;
const EDU = 1;
const Q = `client_id=1&website_id=${EDU}`;
const PROGRAMS = '/api/cms/courses/course_program';
const PRICES = '/api/transactions/prodserv_price';

const call = (token: string, method: string, url: string, payload?: object) =>
  t.as(token, { method, url, ...(payload ? { payload } : {}) });
const data = (res: { json(): unknown }) => (res.json() as { data: Doc }).data;
const rowsOf = async (token: string, url: string) => (await call(token, 'GET', url)).json().data as Doc[];
const publish = (token: string) => decideAll(t, token, 'publish', { client_id: 1, website_id: EDU, asset_type_name: 'ENTITY' });
const productOf = (program: Doc) => Number((program.product_service as Doc).prodserv_id);
/** The date `days` from now on a zone's clock, as YYYY-MM-DD (en-CA writes dates that way). */
const dayIn = (timeZone: string, days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now() + days * 86_400_000);
// The EDU demo website's clock (src/server/seed/demoAccounts.ts): prices are current by its date.
const ZONE = 'Asia/Kolkata';
const today = dayIn(ZONE);
const shift = (days: number) => dayIn(ZONE, days);
const setZone = (zone: string) => t.database.db.execute(sql`UPDATE websites SET website_timezone = ${zone} WHERE website_id = ${EDU}`);

let courseId: number;

async function newProgram(token: string, name: string, extra: Doc = {}): Promise<Doc> {
  const res = await call(token, 'POST', `${PROGRAMS}?${Q}`, {
    program_course_id: courseId,
    program_name: name,
    program_mode: 'Online',
    program_start_date: '2027-01-11',
    product_service: { prodserv_classification_text: 'Online cohort' },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return data(res);
}

async function newPrice(token: string, productId: number, price: Doc): Promise<Doc> {
  const body = { prodservprice_prodserv_id: productId, prodservprice_currency_code: 'EUR', prodservprice_tax_mode: 'pretax', ...price };
  const res = await call(token, 'POST', `${PRICES}?${Q}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return data(res);
}

beforeAll(async () => {
  t = await createTestApp();
  maker = await t.login('maker@example.com');
  checker = await t.login('checker@example.com');
  courseId = Number(first(await rowsOf(maker, `/api/cms/courses?${Q}&max_results=1`), 'a course').course_id);
});
afterAll(() => t.close());

describe('a program owns the product it is sold as', () => {
  it('creates the product as a pending change with the program, and puts its id in the program', async () => {
    // The product's id is the server's to give: a client's is refused, naming it, not replaced.
    const refused = await call(maker, 'POST', `${PROGRAMS}?${Q}`, {
      program_course_id: courseId,
      program_name: 'Owned product cohort',
      program_mode: 'Online',
      program_start_date: '2027-01-11',
      product_service: { prodserv_classification_text: 'Cohort', prodserv_id: 1 },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'READ_ONLY_FIELD', field: 'product_service.prodserv_id' });
    const program = await newProgram(maker, 'Owned product cohort', { product_service: { prodserv_classification_text: 'Cohort' } });
    const productId = productOf(program);
    const product = data(await call(maker, 'GET', `/api/transactions/product_service/${productId}?${Q}`));
    expect(product).toMatchObject({
      prodserv_name: 'Owned product cohort',
      prodserv_classification_text: 'Cohort',
      prodserv_part_of: 'Program',
      status: 'pendingreview',
      pending_action: 'CREATE',
    });
    // The standalone list is of products "besides programs": the owned one stays out of it.
    const listed = await rowsOf(maker, `/api/transactions/product_services?${Q}&show_all=true`);
    expect(listed.map((p) => p.prodserv_id)).not.toContain(productId);
    expect(listed.length).toBeGreaterThan(0);
  });

  it('keeps the product in step when the program changes, and refuses another product id from the client', async () => {
    const program = await newProgram(maker, 'Renamed later cohort');
    const productId = productOf(program);
    const other = await call(maker, 'PUT', `${PROGRAMS}?${Q}`, {
      ...program,
      program_name: 'Renamed cohort',
      product_service: { prodserv_classification_text: 'Weekend cohort', prodserv_id: 2 },
    });
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json().error.message).toMatch(/prodserv_id/);
    const res = await call(maker, 'PUT', `${PROGRAMS}?${Q}`, {
      ...program,
      program_name: 'Renamed cohort',
      product_service: { prodserv_classification_text: 'Weekend cohort', prodserv_id: productId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(productOf(data(res))).toBe(productId);
    const product = data(await call(maker, 'GET', `/api/transactions/product_service/${productId}?${Q}`));
    expect(product).toMatchObject({ prodserv_name: 'Renamed cohort', prodserv_classification_text: 'Weekend cohort' });
  });

  it('sets the website of courses and programs on the server, and refuses another one from the client', async () => {
    const wrong = await call(maker, 'POST', `${PROGRAMS}?${Q}`, {
      program_course_id: courseId,
      program_name: 'Website cohort',
      program_mode: 'Online',
      program_start_date: '2027-01-11',
      product_service: { prodserv_classification_text: 'Cohort' },
      program_website_id: 99,
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'READ_ONLY_FIELD', field: 'program_website_id' });
    // Sent as the server would set it, it is accepted.
    const program = await newProgram(maker, 'Website cohort', { program_website_id: EDU });
    expect(program.program_website_id).toBe(EDU);
    const category = first(await rowsOf(maker, `/api/cms/courses/course_categories?${Q}&max_results=1`), 'a category');
    const made = await call(maker, 'POST', `/api/cms/courses/website_course?${Q}`, {
      course_name: 'Website field course',
      course_code: 'WEB101',
      course_category_id: category.coursecategory_id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const course = data(made);
    expect(course.course_website_id).toBe(EDU);
    const moved = await call(maker, 'PUT', `/api/cms/courses/website_course?${Q}`, {
      ...course,
      course_name: 'Moved course',
      course_website_id: 7,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.field).toBe('course_website_id');
    const kept = await call(maker, 'PUT', `/api/cms/courses/website_course?${Q}`, { ...course, course_name: 'Kept course' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(data(kept).course_website_id).toBe(EDU);
  });
});

describe('prices under the program', () => {
  it('lists each program with its current default prices, computed by the database', async () => {
    const program = await newProgram(maker, 'Priced cohort');
    const productId = productOf(program);
    await newPrice(maker, productId, {
      prodservprice_name: 'Standard',
      prodservprice_amount: 1200,
      prodservprice_is_default: true,
      prodservprice_valid_from: shift(-30),
    });
    await newPrice(maker, productId, {
      prodservprice_name: 'India',
      prodservprice_amount: 99000,
      prodservprice_currency_code: 'INR',
      prodservprice_is_default: true,
    });
    // Not counted: a default that starts tomorrow, one that ended yesterday, and one that is no default.
    await newPrice(maker, productId, {
      prodservprice_name: 'Next year',
      prodservprice_amount: 1500,
      prodservprice_is_default: true,
      prodservprice_valid_from: shift(1),
    });
    await newPrice(maker, productId, {
      prodservprice_name: 'Last year',
      prodservprice_amount: 900,
      prodservprice_is_default: true,
      prodservprice_valid_to: shift(-1),
    });
    await newPrice(maker, productId, { prodservprice_name: 'Early bird', prodservprice_amount: 1000, prodservprice_valid_to: today });

    const prices = await rowsOf(maker, `/api/transactions/prodserv_prices?${Q}&prodservprice_prodserv_id=${productId}`);
    expect(prices).toHaveLength(5);
    const [row] = await rowsOf(maker, `${PROGRAMS}?${Q}&id=${String(program.program_id)}`);
    expect(row?.program_current_price).toBe('EUR 1200 · INR 99000');
    // Nothing live yet: the live version has no price.
    const [live] = await rowsOf(maker, `${PROGRAMS}?${Q}&id=${String(program.program_id)}&mode=VIEW`);
    expect(live?.program_current_price).toBeUndefined();
    // The value is never stored: another one from a client is refused, naming it; the row sent back as read goes through.
    const refused = await call(maker, 'PUT', `${PROGRAMS}?${Q}`, { ...row, version: row?.version, program_current_price: 'free' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'READ_ONLY_FIELD', field: 'program_current_price' });
    const saved = await call(maker, 'PUT', `${PROGRAMS}?${Q}`, { ...row, version: row?.version, program_name: 'Priced cohort, renamed' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(data(saved).program_current_price).toBeUndefined();
  });

  // Two zones 26 hours apart: whatever the hour, at least one of their dates differs from UTC's.
  it.each([
    ['fourteen hours ahead of UTC', 'Etc/GMT-14', 'EUR 14'],
    ['twelve hours behind UTC', 'Etc/GMT+12', 'USD 12'],
  ])('counts a price as current by the date on the website’s clock, %s', async (_sentence, zone, expected) => {
    const program = await newProgram(maker, `Cohort on ${zone}`);
    const productId = productOf(program);
    for (const [currency, amount, on] of [
      ['EUR', 14, 'Etc/GMT-14'],
      ['USD', 12, 'Etc/GMT+12'],
    ] as const) {
      const day = dayIn(on);
      await newPrice(maker, productId, {
        prodservprice_name: `Only ${day} on ${on}`,
        prodservprice_amount: amount,
        prodservprice_currency_code: currency,
        prodservprice_is_default: true,
        prodservprice_valid_from: day,
        prodservprice_valid_to: day,
      });
    }
    await setZone(zone);
    try {
      const [row] = await rowsOf(maker, `${PROGRAMS}?${Q}&id=${String(program.program_id)}`);
      expect(row?.program_current_price).toBe(expected);
    } finally {
      await setZone(ZONE);
    }
  });

  it('publishes program, product and prices together, by a checker who wrote none of them', async () => {
    const program = await newProgram(maker, 'Published cohort');
    await newPrice(maker, productOf(program), {
      prodservprice_name: 'Standard',
      prodservprice_amount: 800,
      prodservprice_is_default: true,
    });
    const own = await publish(maker);
    expect(own.statusCode).toBe(403);
    const done = await publish(checker);
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await rowsOf(maker, `${PROGRAMS}?${Q}&id=${String(program.program_id)}&mode=VIEW`);
    expect(row).toMatchObject({ is_live: true, program_current_price: 'EUR 800' });
  });

  it('refuses to publish a program whose product was rejected, naming it', async () => {
    const program = await newProgram(maker, 'Rejected product cohort');
    const blocks = (await call(checker, 'GET', `/api/cms/vcs/blocks?${Q}&asset_type_name=ENTITY`)).json().data as Doc[];
    const block = blocks.find((b) => b.kind === 'product-services' && b.record_id === productOf(program));
    const rejected = await call(checker, 'POST', '/api/cms/vcs/reject?client_id=1', { block_id: block?.block_id, reason: 'Wrong product' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const refused = await publish(checker);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Rejected product cohort');
    expect((await decideAll(t, checker, 'reset', { client_id: 1, website_id: EDU, asset_type_name: 'ENTITY' })).statusCode).toBe(200);
  });

  it('rejecting a new program takes its product and that product’s prices with it, with the same reason', async () => {
    const program = await newProgram(maker, 'Rejected whole cohort');
    const productId = productOf(program);
    const price = await newPrice(maker, productId, { prodservprice_name: 'Standard', prodservprice_amount: 700 });
    const pending = async () => (await call(checker, 'GET', `/api/cms/vcs/blocks?${Q}&asset_type_name=ENTITY`)).json().data as Doc[];
    const blockOf = (blocks: Doc[], kind: string, id: unknown) => blocks.find((b) => b.kind === kind && b.record_id === Number(id));
    const before = await pending();
    const programBlock = blockOf(before, 'course-programs', program.program_id);
    const along = [blockOf(before, 'product-services', productId), blockOf(before, 'prodserv-prices', price.prodservprice_id)];
    expect(along.every((b) => b !== undefined)).toBe(true);

    const res = await call(checker, 'POST', '/api/cms/vcs/reject?client_id=1', {
      block_id: programBlock?.block_id,
      reason: 'Not this year',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toMatchObject({ rejected: 3, block_id: programBlock?.block_id });
    expect([...(data(res).with_block_ids as number[])].sort()).toEqual(along.map((b) => b?.block_id).sort());
    // Nothing of it is left pending or stored, and its author reads the same reason on each.
    const after = await pending();
    expect([programBlock, ...along].filter((b) => blockOf(after, String(b?.kind), b?.record_id))).toEqual([]);
    expect((await call(maker, 'GET', `/api/transactions/product_service/${productId}?${Q}`)).statusCode).toBe(404);
    const decided = (await call(checker, 'GET', `/api/cms/vcs/blocks?${Q}&asset_type_name=ENTITY&status=rejected`)).json().data as Doc[];
    for (const b of [programBlock, ...along]) expect(decided.find((d) => d.block_id === b?.block_id)?.reason).toBe('Not this year');
  });

  it('rejecting a new course takes its new programs, and what they own, with it', async () => {
    const course = await call(maker, 'POST', `/api/cms/courses/website_course?${Q}`, {
      course_name: 'Rejected course',
      course_code: 'REJ1',
      course_category_id: Number(first(await rowsOf(maker, `/api/cms/courses?${Q}&max_results=1`), 'a course').course_category_id),
    });
    expect(course.statusCode, course.body).toBe(201);
    const saved = courseId;
    courseId = Number(data(course).course_id);
    const program = await newProgram(maker, 'Cohort of a rejected course').finally(() => (courseId = saved));
    const blocks = (await call(checker, 'GET', `/api/cms/vcs/blocks?${Q}&asset_type_name=ENTITY`)).json().data as Doc[];
    const courseBlock = blocks.find((b) => b.kind === 'courses' && b.record_id === Number(data(course).course_id));
    const res = await call(checker, 'POST', '/api/cms/vcs/reject?client_id=1', {
      block_id: courseBlock?.block_id,
      reason: 'Duplicate course',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).rejected).toBe(3);
    expect((await rowsOf(maker, `${PROGRAMS}?${Q}&id=${String(program.program_id)}`)).length).toBe(0);
    expect((await call(maker, 'GET', `/api/transactions/product_service/${productOf(program)}?${Q}`)).statusCode).toBe(404);
  });

  it('deletes the product with the program', async () => {
    const program = await newProgram(maker, 'Withdrawn cohort');
    const gone = await call(maker, 'DELETE', `${PROGRAMS}?${Q}&program_id=${String(program.program_id)}&version=1`);
    expect(gone.statusCode, gone.body).toBe(200);
    const product = await call(maker, 'GET', `/api/transactions/product_service/${productOf(program)}?${Q}`);
    expect(product.statusCode).toBe(404);
  });
});

describe("a course's preview page", () => {
  it('shows its programs with their prices, and the list page links to it', async () => {
    const a = await newProgram(maker, 'Preview cohort A');
    const b = await newProgram(maker, 'Preview cohort B');
    await newPrice(maker, productOf(a), { prodservprice_name: 'Standard', prodservprice_amount: 450, prodservprice_is_default: true });
    await newPrice(maker, productOf(b), { prodservprice_name: 'Standard', prodservprice_amount: 650, prodservprice_is_default: true });
    const page = await call(maker, 'GET', `/preview/${EDU}/programs/${courseId}`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.body;
    expect(body).toContain(`data-kind="courses" data-record-id="${courseId}"`);
    for (const [program, price] of [
      [a, 'EUR 450'],
      [b, 'EUR 650'],
    ] as const) {
      const at = body.indexOf(`data-kind="course-programs" data-record-id="${String(program.program_id)}"`);
      expect(at).toBeGreaterThan(0);
      const card = body.slice(at, body.indexOf('</article>', at));
      expect(card).toContain(escapeHtml(String(program.program_name)));
      expect(card).toContain(`<dt>Current price</dt><dd>${escapeHtml(price)}</dd>`);
    }
    expect((await call(maker, 'GET', `/preview/${EDU}/programs`)).body).toContain(`href="/preview/${EDU}/programs/${courseId}"`);
    expect((await call(maker, 'GET', `/preview/${EDU}/programs/999999`)).statusCode).toBe(404);
  });
});
