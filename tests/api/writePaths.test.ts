import { createTestApp, type TestApp } from './helpers/testApp';
import { demoTokens } from './resources/sample';
import { pendingList } from './helpers/review';

/**
 * Every write path obeys the declaration (docs/declarations.md): CSV import does only what the
 * kind's calls expose, readOnly and derived fields are refused naming them on JSON and CSV alike,
 * an owned record changes only with its owner, and a save identical to the record is no change.
 */
type Doc = Record<string, unknown>;
let t: TestApp;
let maker: string;
let viewer: string;

const importCsv = (kind: string, site: number, csv: string) =>
  t.as(maker, {
    method: 'POST',
    url: `/api/cms/import?client_id=1&website_id=${site}&kind=${kind}`,
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });
const problemsOf = (res: { json(): unknown }) => (res.json() as { error: { details: { problems: Doc[] } } }).error.details.problems;

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await demoTokens(t);
  maker = tokens.maker;
  viewer = tokens.viewer;
});
afterAll(() => t.close());

describe('CSV import does what the declaration exposes, and no more', () => {
  it('refuses new records of a kind without a create call (course categories), naming the row', async () => {
    const res = await importCsv('course-categories', 1, 'coursecategory_name\r\nSmuggled category\r\n');
    expect(res.statusCode, res.body).toBe(400);
    expect(problemsOf(res)[0]).toMatchObject({
      row: 2,
      column: 'coursecategory_id',
      message: expect.stringMatching(/cannot be created here/),
    });
  });

  it('keeps a singleton single: no second event on a website, no second SEO of one course', async () => {
    const event = await importCsv(
      'events',
      2,
      'event_name,event_start_at,event_end_at,event_timezone\r\nSecond summit,2027-05-01T09:00:00Z,2027-05-02T17:00:00Z,Europe/Berlin\r\n',
    );
    expect(event.statusCode, event.body).toBe(400);
    expect(problemsOf(event)[0]!.message).toMatch(/There is one Event per website/);
    const course = (await t.as(viewer, { method: 'GET', url: '/api/cms/courses?client_id=1&website_id=1&max_results=1' })).json()
      .data[0] as Doc;
    const seo = `courseseo_course_id,courseseo_meta_title\r\n${String(course.course_id)},First title here\r\n${String(course.course_id)},Second title here\r\n`;
    const twice = await importCsv('course-seo', 1, seo);
    expect(twice.statusCode, twice.body).toBe(400);
    expect(problemsOf(twice).map((p) => p.row)).toContain(3);
  });

  it('refuses an owned product changed on its own, on the JSON call and in a file, naming its program', async () => {
    const programs = (
      await t.as(viewer, { method: 'GET', url: '/api/cms/courses/course_program?client_id=1&website_id=1&max_results=1' })
    ).json().data as Doc[];
    const program = programs[0]!;
    const productId = Number((program.product_service as Doc).prodserv_id);
    const product = (
      await t.as(viewer, { method: 'GET', url: `/api/transactions/product_service/${productId}?client_id=1&website_id=1` })
    ).json().data as Doc;
    const json = await t.as(maker, {
      method: 'PATCH',
      url: `/api/transactions/product_service?client_id=1&website_id=1&prodserv_id=${productId}&version=${String(product.version)}`,
      payload: { prodserv_name: 'Renamed behind the program' },
    });
    expect(json.statusCode, json.body).toBe(409);
    expect(json.json().error).toMatchObject({ code: 'OWNED_RECORD' });
    expect(json.json().error.message).toMatch(/is part of Program "/);
    const csv = await importCsv(
      'product-services',
      1,
      `prodserv_id,prodserv_name,version\r\n${productId},Renamed in a file,${String(product.version)}\r\n`,
    );
    expect(csv.statusCode, csv.body).toBe(400);
    expect(problemsOf(csv)[0]!.message).toMatch(/is part of Program "/);
  });
});

describe('an owned record opens through its owner', () => {
  it("a read of a program's product names the program and its course; a listed product names none", async () => {
    const program = (
      await t.as(viewer, { method: 'GET', url: '/api/cms/courses/course_program?client_id=1&website_id=1&max_results=1' })
    ).json().data[0] as Doc;
    const productId = Number((program.product_service as Doc).prodserv_id);
    const read = await t.as(viewer, { method: 'GET', url: `/api/transactions/product_service/${productId}?client_id=1&website_id=1` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().meta.owner).toEqual({
      kind: 'course-programs',
      id: program.program_id,
      name: `Program "${String(program.program_name)}"`,
      parent_kind: 'courses',
      parent_id: program.program_course_id,
    });
    // The list of products leaves out those kept inside another record.
    const listed = (
      await t.as(viewer, { method: 'GET', url: '/api/transactions/product_services?client_id=1&website_id=1&max_results=1' })
    ).json().data[0] as Doc;
    expect(listed.prodserv_part_of ?? null).toBeNull();
    const own = await t.as(viewer, {
      method: 'GET',
      url: `/api/transactions/product_service/${String(listed.prodserv_id)}?client_id=1&website_id=1`,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().meta?.owner).toBeUndefined();
  });
});

describe('readOnly and derived fields', () => {
  it('refuses prodserv_part_of from a client on the JSON call and in a file, naming it', async () => {
    const json = await t.as(maker, {
      method: 'POST',
      url: '/api/transactions/product_service?client_id=1&website_id=1',
      payload: { prodserv_name: 'Pretend program product', prodserv_part_of: 'Program' },
    });
    expect(json.statusCode, json.body).toBe(400);
    expect(json.json().error).toMatchObject({ code: 'READ_ONLY_FIELD', field: 'prodserv_part_of' });
    expect(json.json().error.message).toMatch(/Part of \(prodserv_part_of\) cannot be set by a client/);
    const csv = await importCsv('product-services', 1, 'prodserv_name,prodserv_part_of\r\nPretend product,Program\r\n');
    expect(csv.statusCode, csv.body).toBe(400);
    expect(problemsOf(csv)[0]).toMatchObject({ row: 2, column: 'prodserv_part_of' });
  });
});

describe('a save identical to the record is no change', () => {
  it('answers a JSON save and a CSV row that change nothing without a new version or a block', async () => {
    const zone = (await t.as(viewer, { method: 'GET', url: '/api/cms/events/event_zones?client_id=1&website_id=2&max_results=1' })).json()
      .data[0] as Doc;
    const before = (await pendingList(t, maker, { client_id: 1, website_id: 2, asset_type_name: 'ENTITY' })).blocks.length;
    const same = await t.as(maker, {
      method: 'PUT',
      url: `/api/cms/events/event_zones?client_id=1&website_id=2&zone_id=${String(zone.zone_id)}&version=${String(zone.version)}`,
      // The record as read, meta fields and all: what a client that read it sends back.
      payload: zone,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.version).toBe(zone.version);
    const exported = await t.as(viewer, {
      method: 'GET',
      url: `/api/cms/events/event_zones?client_id=1&website_id=2&id=${String(zone.zone_id)}&format=csv`,
    });
    const back = await importCsv('event-zones', 2, exported.body);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toEqual({ created: 0, updated: 0, unchanged: 1 });
    const after = (
      await t.as(viewer, { method: 'GET', url: `/api/cms/events/event_zones?client_id=1&website_id=2&id=${String(zone.zone_id)}` })
    ).json().data[0] as Doc;
    expect(after.version).toBe(zone.version);
    expect((await pendingList(t, maker, { client_id: 1, website_id: 2, asset_type_name: 'ENTITY' })).blocks.length).toBe(before);
  });
});
