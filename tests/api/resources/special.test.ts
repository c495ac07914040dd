import { first } from '../../helpers/first';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { decideAll } from '../helpers/review';

/** The special endpoints of docs/product.md §7 that the contract suite does not cover by itself. */
let t: TestApp;
let maker: string;
let checker: string;
let viewer: string;
const EDU = 'client_id=1&website_id=1';
const EVT = 'client_id=1&website_id=2';

beforeAll(async () => {
  t = await createTestApp();
  maker = await t.login('maker@example.com');
  checker = await t.login('checker@example.com');
  viewer = await t.login('viewer@example.com');
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
const send = (token: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.as(token, { method, url, payload });
const publish = (query: string, area: string) =>
  decideAll(t, checker, 'publish', { ...Object.fromEntries(new URLSearchParams(query)), asset_type_name: area });

describe('flat lists', () => {
  it('course flat list returns only live courses, unpaginated, with their ids', async () => {
    const flat = (await get(viewer, `/api/cms/courses/flat?${EDU}`)).json().data;
    const list = (await get(viewer, `/api/cms/courses?${EDU}&show_all=true`)).json().data;
    expect(flat.length).toBe(list.filter((c: { is_live: boolean }) => c.is_live).length);
    expect(flat[0]).toHaveProperty('course_id');
    const made = await send(maker, 'POST', `/api/cms/courses/website_course?${EDU}`, {
      ...list[0],
      course_name: 'Draft-only course',
      course_code: 'DRAFT1',
    });
    expect(made.statusCode, made.body).toBe(201);
    const after = (await get(viewer, `/api/cms/courses/flat?${EDU}`)).json().data;
    expect(after.map((c: { course_name: string }) => c.course_name)).not.toContain('Draft-only course');
  });

  it('flat_published_speakers_list lists only live entries marked published, by their live values', async () => {
    type Person = { speakerlist_id: number; speakerlist_name: string; speakerlist_published: boolean; is_live: boolean; version: number };
    const CLIENT = 'client_id=1';
    const names = async (query = '') =>
      ((await get(viewer, `/api/client/flat_published_speakers_list?${CLIENT}${query}`)).json().data as Person[]).map(
        (p) => p.speakerlist_name,
      );
    const people = (await get(viewer, `/api/client/speakers_list?${CLIENT}&show_all=true`)).json().data as Person[];
    const published = people.filter((p) => p.is_live && p.speakerlist_published);
    expect(published.length).toBeGreaterThan(0);
    expect(people.some((p) => !p.speakerlist_published)).toBe(true);
    expect((await names()).sort()).toEqual(published.map((p) => p.speakerlist_name).sort());
    expect((await names('&published_only=false')).length).toBe(people.filter((p) => p.is_live).length);

    // A pending unpublish changes nothing until a checker publishes it; a pending new entry is not listed.
    const { is_live: _live, ...entry } = first(published, 'published speaker');
    const hidden = await send(maker, 'PUT', `/api/client/speakers_list?${CLIENT}`, { ...entry, speakerlist_published: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const added = await send(maker, 'POST', `/api/client/speakers_list?${CLIENT}`, {
      speakerlist_name: 'Pending Person',
      speakerlist_published: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await names()).toContain(entry.speakerlist_name);
    expect(await names()).not.toContain('Pending Person');

    expect((await publish(CLIENT, 'SPEAKERS')).statusCode).toBe(200);
    expect(await names()).not.toContain(entry.speakerlist_name);
    expect(await names()).toContain('Pending Person');
  });

  it('website_programs honours active_only', async () => {
    const all = (await get(viewer, `/api/cms/courses/website_programs?${EDU}`)).json().data;
    const active = (await get(viewer, `/api/cms/courses/website_programs?${EDU}&active_only=true`)).json().data;
    expect(active.every((p: { program_active: boolean }) => p.program_active)).toBe(true);
    expect(active.length).toBeLessThanOrEqual(all.length);
  });

  it('flat_prodservs lists the live products of the website as reference items', async () => {
    const res = await get(viewer, `/api/main/flat_prodservs?${EVT}`);
    expect(res.statusCode).toBe(200);
    const items = res.json().data;
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toEqual(expect.objectContaining({ value: expect.any(Number), label: expect.any(String) }));
  });
});

describe('singletons', () => {
  it('the event root answers with an i_evt_event array whose first item is the event, and PUT drafts a change', async () => {
    const res = await get(viewer, `/api/cms/events?${EVT}&locale_country_code=IN`);
    expect(res.statusCode, res.body).toBe(200);
    const [event] = res.json().data.i_evt_event;
    expect(event.event_name).toBeTruthy();
    const {
      event_id: _id,
      client_id: _c,
      website_id: _w,
      version,
      status: _s,
      pending_action: _p,
      is_live: _l,
      created_at: _a,
      updated_at: _u,
      ...fields
    } = event;
    const put = await send(maker, 'PUT', `/api/cms/events?${EVT}`, { ...fields, event_name: 'Renamed summit', version });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.i_evt_event[0]).toMatchObject({
      event_name: 'Renamed summit',
      status: 'pendingreview',
      pending_action: 'UPDATE',
    });
    const live = (await get(viewer, `/api/cms/events?${EVT}&mode=VIEW`)).json().data.i_evt_event[0];
    expect(live.event_name).toBe(event.event_name);
    expect((await publish(EVT, 'ENTITY')).statusCode).toBe(200);
    expect((await get(viewer, `/api/cms/events?${EVT}`)).json().data.i_evt_event[0].event_name).toBe('Renamed summit');
  });

  it('course_seo is one record per course: POST creates it, a second POST updates it', async () => {
    const course = (await get(viewer, `/api/cms/courses/flat?${EDU}`)).json().data[0];
    const empty = await get(viewer, `/api/cms/courses/course_seo?${EDU}&courseseo_course_id=${course.course_id}`);
    expect(empty.statusCode).toBe(200);
    const first = await send(maker, 'POST', `/api/cms/courses/course_seo?${EDU}`, {
      courseseo_course_id: course.course_id,
      courseseo_meta_title: 'Learn data',
    });
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().data.courseseo_id;
    const second = await send(maker, 'POST', `/api/cms/courses/course_seo?${EDU}`, {
      courseseo_course_id: course.course_id,
      courseseo_meta_title: 'Learn data fast',
      version: first.json().data.version,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ courseseo_id: id, courseseo_meta_title: 'Learn data fast' });
    const read = (await get(viewer, `/api/cms/courses/course_seo?${EDU}&courseseo_course_id=${course.course_id}`)).json().data;
    expect(read.courseseo_id).toBe(id);
  });
});

describe('products', () => {
  it('PATCH changes only the fields sent, and GET by id returns the working copy', async () => {
    const [product] = (await get(viewer, `/api/transactions/product_services?${EVT}`)).json().data;
    const patched = await send(maker, 'PATCH', `/api/transactions/product_service?${EVT}`, {
      prodserv_id: product.prodserv_id,
      version: product.version,
      prodserv_short_description: 'Now with captions',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const read = (await get(viewer, `/api/transactions/product_service/${product.prodserv_id}?${EVT}`)).json().data;
    expect(read).toMatchObject({
      prodserv_name: product.prodserv_name,
      prodserv_short_description: 'Now with captions',
      pending_action: 'UPDATE',
    });
  });

  it('offers split into generic and single-product by offer_display_type, and active_only filters', async () => {
    const generic = (await get(viewer, `/api/transactions/prodserv_offers?${EVT}&offer_display_type=GENERIC_OFFERS`)).json().data;
    const single = (await get(viewer, `/api/transactions/prodserv_offers?${EVT}&offer_display_type=SINGLE_PRODSERV_OFFERS`)).json().data;
    expect(generic.every((o: Record<string, unknown>) => o.prodservoffer_prodserv_id == null)).toBe(true);
    expect(single.every((o: Record<string, unknown>) => typeof o.prodservoffer_prodserv_id === 'number')).toBe(true);
    const active = (await get(viewer, `/api/transactions/prodserv_offers?${EVT}&active_only=true`)).json().data;
    expect(active.every((o: Record<string, unknown>) => o.prodservoffer_active === true)).toBe(true);
  });
});

describe('speakers', () => {
  it('filters by role_id unless all_roles', async () => {
    const all = (await get(viewer, `/api/cms/events/event_speakers?${EVT}`)).json().data;
    const role1 = (await get(viewer, `/api/cms/events/event_speakers?${EVT}&role_id=1`)).json().data;
    const every = (await get(viewer, `/api/cms/events/event_speakers?${EVT}&role_id=1&all_roles=true`)).json().data;
    expect(role1.every((s: Record<string, unknown>) => s.speaker_role_id === 1)).toBe(true);
    expect(role1.length).toBeLessThan(all.length);
    expect(every.length).toBe(all.length);
  });
});

describe('references at publish', () => {
  it('refuses a change-set whose live result would point at a record that is not live, listing each one', async () => {
    const [program] = (await get(viewer, `/api/cms/courses/course_program?${EDU}`)).json().data;
    const target = program.program_course_id;
    const victim = (await get(viewer, `/api/cms/courses?${EDU}&id=${target}`)).json().data[0];
    const del = await send(maker, 'DELETE', `/api/cms/courses/website_course?${EDU}&course_id=${target}&version=${victim.version}`);
    expect(del.statusCode, del.body).toBe(200);
    const refused = await publish(EDU, 'ENTITY');
    expect(refused.statusCode).toBe(409);
    const error = refused.json().error;
    expect(error.category).toBe('DBStateError');
    expect(error.details.problems.join(' ')).toMatch(/cannot be deleted: Program .* still points at it/);
    // Nothing was applied: the course is still live and its deletion still pending.
    expect((await get(viewer, `/api/cms/courses?${EDU}&id=${target}`)).json().data[0]).toMatchObject({
      is_live: true,
      pending_action: 'DELETE',
    });
  });
});
