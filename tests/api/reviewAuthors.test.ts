import { createTestApp, type TestApp } from './helpers/testApp';
import { demoTokens } from './resources/sample';
import { decideAll, pendingList } from './helpers/review';

/**
 * Everyone who wrote what goes live counts as its author (restore and copy carry their writers on),
 * withdrawing a new record takes what belongs to it along, and makers see — and can withdraw —
 * their own changes, rejected ones with the reason (docs/review-flow.md).
 */
type Doc = Record<string, unknown>;
type Block = Doc & { block_id: number; version: number; record_id: number; kind: string };
let t: TestApp;
let maker: string;
let checker: string;
let owner: string;
let viewer: string;

const ZONES = { client_id: 1, website_id: 2, asset_type_name: 'ENTITY' } as const;
const EDU = { client_id: 1, website_id: 1, asset_type_name: 'ENTITY' } as const;

async function zone(token: string, name: string): Promise<number> {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/cms/events/event_zones?client_id=1&website_id=2',
    payload: { zone_name: name, zone_capacity: 10 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return Number(res.json().data.zone_id);
}
const blocks = async (scope: Doc = ZONES) => (await pendingList(t, checker, scope as Record<string, number | string>)).blocks as Block[];
const blockOf = async (id: number, scope: Doc = ZONES) => (await blocks(scope)).find((b) => b.record_id === id);
const chosen = (b: Block) => ({ blocks: [{ block_id: b.block_id, version: b.version }] });
const publishOne = (token: string, b: Block, scope: Doc = ZONES) =>
  t.as(token, { method: 'POST', url: `/api/cms/vcs/publish?${new URLSearchParams(scope as Record<string, string>)}`, payload: chosen(b) });

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
  for (const scope of [ZONES, EDU]) expect([200, 409]).toContain((await decideAll(t, checker, 'reset', scope)).statusCode);
});

describe('restore and copy carry their writers on', () => {
  it('keeps the owner from publishing their own rejected text that a maker restored', async () => {
    const id = await zone(owner, 'Owner draft hall');
    const first = (await blockOf(id))!;
    expect(
      (await t.as(checker, { method: 'POST', url: '/api/cms/vcs/reject', payload: { block_id: first.block_id, reason: 'Not this name' } }))
        .statusCode,
    ).toBe(200);
    const restored = await t.as(maker, {
      method: 'POST',
      url: '/api/cms/vcs/restore',
      payload: { client_id: 1, website_id: 2, kind: 'event-zones', id, version: 1 },
    });
    expect(restored.statusCode, restored.body).toBe(201);
    const again = (await blockOf(id))!;
    const refused = await publishOne(owner, again);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('FOUR_EYES');
    expect((await publishOne(checker, again)).statusCode).toBe(200);
  });

  it('keeps the writer of a pending record from publishing a copy another maker made of it', async () => {
    const id = await zone(owner, 'Copied hall');
    const copy = await t.as(maker, {
      method: 'POST',
      url: `/api/cms/events/event_zones?client_id=1&website_id=2&copy_of=${id}`,
      payload: { zone_name: 'Copied hall, copy', zone_capacity: 10 },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const block = (await blockOf(Number(copy.json().data.zone_id)))!;
    expect((await publishOne(owner, block)).statusCode).toBe(403);
    expect((await publishOne(checker, block)).statusCode).toBe(200);
  });
});

describe('withdrawing', () => {
  async function courseWithProgram(programBy: string) {
    const category = (
      await t.as(viewer, { method: 'GET', url: '/api/cms/courses/course_categories?client_id=1&website_id=1&max_results=1' })
    ).json().data[0] as Doc;
    const course = await t.as(maker, {
      method: 'POST',
      url: '/api/cms/courses/website_course?client_id=1&website_id=1',
      payload: {
        course_name: 'Withdrawn course',
        course_code: `WDR${Date.now() % 100000}`,
        course_category_id: category.coursecategory_id,
      },
    });
    expect(course.statusCode, course.body).toBe(201);
    const courseId = Number(course.json().data.course_id);
    const program = await t.as(programBy, {
      method: 'POST',
      url: '/api/cms/courses/course_program?client_id=1&website_id=1',
      payload: {
        program_course_id: courseId,
        program_name: 'Stranded cohort',
        program_mode: 'Online',
        program_start_date: '2027-01-11',
        product_service: { prodserv_classification_text: 'Cohort' },
      },
    });
    expect(program.statusCode, program.body).toBe(201);
    return courseId;
  }

  it("takes a never-live course's pending programs and their products with it, so nothing is stranded", async () => {
    const courseId = await courseWithProgram(maker);
    expect((await blocks(EDU)).length).toBe(3);
    const gone = await t.as(maker, {
      method: 'DELETE',
      url: `/api/cms/courses/website_course?client_id=1&website_id=1&course_id=${courseId}&version=1`,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await blocks(EDU)).toEqual([]);
    // Nothing blocks the area's next publish.
    await zone(maker, 'After withdraw hall');
    expect((await decideAll(t, checker, 'publish', ZONES)).statusCode).toBe(200);
  });

  it('refuses to reset a never-live course without its pending programs, naming them', async () => {
    await courseWithProgram(maker);
    const course = (await blocks(EDU)).find((b) => b.kind === 'courses')!;
    const res = await t.as(checker, {
      method: 'POST',
      url: '/api/cms/vcs/reset?client_id=1&website_id=1&asset_type_name=ENTITY',
      payload: chosen(course),
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'WOULD_STRAND', message: expect.stringMatching(/Program "Stranded cohort"/) });
    expect((await blocks(EDU)).length).toBe(3);
  });

  it("refuses a maker taking back another user's pending child along, naming it", async () => {
    const courseId = await courseWithProgram(owner);
    const refused = await t.as(maker, {
      method: 'DELETE',
      url: `/api/cms/courses/website_course?client_id=1&website_id=1&course_id=${courseId}&version=1`,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.message).toMatch(/^Someone else also wrote .*Program "Stranded cohort"/);
    expect((await blocks(EDU)).length).toBe(3);
  });

  it("lets a maker withdraw their own pending update at the version seen; a stale one is 412, another's needs a checker", async () => {
    const id = await zone(maker, 'Withdraw hall');
    expect((await decideAll(t, checker, 'publish', ZONES)).statusCode).toBe(200);
    const put = await t.as(maker, {
      method: 'PUT',
      url: `/api/cms/events/event_zones?client_id=1&website_id=2&zone_id=${id}&version=2`,
      payload: { zone_name: 'Withdraw hall, renamed', zone_capacity: 10 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const block = (await blockOf(id))!;
    const withdraw = (token: string, version: number) =>
      t.as(token, {
        method: 'POST',
        url: '/api/cms/vcs/withdraw',
        payload: { client_id: 1, website_id: 2, block_id: block.block_id, version },
      });
    expect((await withdraw(maker, block.version + 1)).statusCode).toBe(412);
    expect((await withdraw(viewer, block.version)).statusCode).toBe(403);
    const done = await withdraw(maker, block.version);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ withdrawn: 1, block_id: block.block_id });
    const row = (await t.as(viewer, { method: 'GET', url: `/api/cms/events/event_zones?client_id=1&website_id=2&id=${id}` })).json()
      .data[0] as Doc;
    expect(row).toMatchObject({ zone_name: 'Withdraw hall', status: 'live' });

    const owners = await zone(owner, 'Not mine hall');
    const theirs = (await blockOf(owners))!;
    const needs = await t.as(maker, {
      method: 'POST',
      url: '/api/cms/vcs/withdraw',
      payload: { client_id: 1, website_id: 2, block_id: theirs.block_id, version: theirs.version },
    });
    expect(needs.statusCode).toBe(403);
    expect(needs.json().error.code).toBe('WITHDRAW_NEEDS_CHECKER');
  });
});

describe('my changes', () => {
  it('shows a maker their pending and rejected changes with reason, checker and time, and counts unseen rejections once', async () => {
    await t.as(maker, { method: 'POST', url: '/api/cms/vcs/my_changes/seen' });
    const pendingId = await zone(maker, 'My pending hall');
    const rejectedId = await zone(maker, 'My rejected hall');
    await zone(owner, 'Someone else hall');
    const block = (await blockOf(rejectedId))!;
    expect(
      (await t.as(checker, { method: 'POST', url: '/api/cms/vcs/reject', payload: { block_id: block.block_id, reason: 'Wrong capacity' } }))
        .statusCode,
    ).toBe(200);
    const mine = await t.as(maker, { method: 'GET', url: '/api/cms/vcs/my_changes?client_id=1' });
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json().data as Doc[];
    expect(items.map((b) => b.record_label)).toEqual(expect.arrayContaining(['My pending hall', 'My rejected hall']));
    expect(items.map((b) => b.record_label)).not.toContain('Someone else hall');
    expect(items.find((b) => b.record_label === 'My rejected hall')).toMatchObject({
      status: 'rejected',
      reason: 'Wrong capacity',
      decided_by_name: 'Chitra Checker',
      unseen: true,
      decided_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(items.find((b) => b.record_id === pendingId)).toMatchObject({ status: 'pendingreview' });
    expect(mine.json().meta.unseen_rejections).toBe(1);
    expect((await t.as(maker, { method: 'POST', url: '/api/cms/vcs/my_changes/seen' })).statusCode).toBe(200);
    expect((await t.as(maker, { method: 'GET', url: '/api/cms/vcs/my_changes' })).json().meta.unseen_rejections).toBe(0);
  });
});
