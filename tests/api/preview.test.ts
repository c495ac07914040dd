import { escapeHtml } from '../../src/server/preview/html';
import { createTestApp, type TestApp } from './helpers/testApp';
import { first } from '../helpers/first';
import { decideAll } from './helpers/review';

/**
 * GET /preview/<website_id><page_full_url>: the demo websites' pages rendered on the server from
 * the working copy (drafts marked) or, with ?live=1, from live versions only. Expectations are
 * read from the API (first record of each list in its declared order), not from seed names.
 */
let t: TestApp;
let owner: string;
let maker: string;
let checker: string;
let other: string;

type Doc = Record<string, unknown>;
const EDU = 1;
const EVT = 2;

const preview = (token: string, path: string) => t.as(token, { method: 'GET', url: path });

/** The card (<article>) of one record in a page, or '' when the page does not show it. */
function cardOf(body: string, kind: string, recordId: unknown): string {
  const at = body.indexOf(`data-kind="${kind}" data-record-id="${String(recordId)}"`);
  return at < 0 ? '' : body.slice(body.lastIndexOf('<article', at), body.indexOf('</article>', at));
}

/** A record as read back, without the fields the API adds around it. */
function editable(doc: Doc): Doc {
  const { is_live: _live, ...rest } = doc;
  return rest;
}

async function list(path: string, websiteId: number, query = ''): Promise<Doc[]> {
  const res = await t.as(owner, { method: 'GET', url: `${path}?client_id=1&website_id=${websiteId}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Doc[];
}
const firstOf = async (path: string, websiteId: number, query = '') => first(await list(path, websiteId, `&max_results=1${query}`), path);
const pageAt = async (websiteId: number, url: string) =>
  (await list('/api/cms/page/pages', websiteId, '&show_all=true')).find((p) => p.page_full_url === url)!;
const text = (value: unknown) => escapeHtml(String(value));

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@example.com');
  maker = await t.login('maker@example.com');
  checker = await t.login('checker@example.com');
  other = await t.login('other@example.com');
});
afterAll(() => t.close());

describe('rendering the demo websites', () => {
  it('renders the education home page with its content, header, theme and SEO', async () => {
    const res = await preview(owner, `/preview/${EDU}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = res.body;
    expect(body).toContain('Northbridge Academy');
    const course = await firstOf('/api/cms/courses', EDU);
    expect(cardOf(body, 'courses', course.course_id)).toContain(text(course.course_name));
    const instructor = await firstOf('/api/client/edu_instructors', EDU);
    expect(cardOf(body, 'edu-instructors', instructor.instructor_id)).toContain(text(instructor.instructor_name));
    expect(body).toContain(`<a href="/preview/${EDU}/about-us">About Us</a>`);
    expect(body).toContain('--primary:#1d4ed8;--primary-dark:#1e3a8a');
    const home = await pageAt(EDU, '/');
    const seo = await t.as(owner, {
      method: 'GET',
      url: `/api/cms/page/page_seo?website_id=${EDU}&pageseo_page_id=${String(home.page_id)}`,
    });
    expect(body).toContain(text(seo.json().data.pageseo_meta_title));
    expect(body).not.toContain('data-draft');
    expect(body).not.toMatch(/<script/i);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('names the forms mapped to a page, not their ids', async () => {
    const home = await pageAt(EDU, '/');
    const mappings = await list('/api/cms/forms/page_form_mappings', EDU, `&formmapping_page_id=${String(home.page_id)}`);
    expect(mappings.length).toBeGreaterThan(0);
    const form = await t.as(owner, { method: 'GET', url: `/api/cms/forms/generic_forms/${String(first(mappings).formmapping_form_id)}` });
    const body = (await preview(owner, `/preview/${EDU}/`)).body;
    expect(cardOf(body, 'page-form-mappings', first(mappings).formmapping_id)).toContain(`<h3>${text(form.json().data.form_name)}</h3>`);
  });

  it('renders the event home page with the event, passes and speakers, and no education content', async () => {
    const body = (await preview(owner, `/preview/${EVT}/`)).body;
    const event = (await t.as(owner, { method: 'GET', url: `/api/cms/events?website_id=${EVT}` })).json().data.i_evt_event[0];
    expect(body).toContain(`<h1>${text(event.event_name)}</h1>`);
    const pass = await firstOf('/api/cms/events/event_delegatepasses', EVT);
    expect(cardOf(body, 'delegate-passes', pass.delegatepass_id)).toContain(text(pass.delegatepass_name));
    const speaker = await firstOf('/api/cms/events/event_speakers', EVT);
    expect(cardOf(body, 'speakers', speaker.speaker_id)).toContain(text(speaker.speaker_name));
    expect(body).toContain('--primary:#7c3aed');
    expect(body).not.toContain('data-kind="courses"');
  });

  it("shows a pass's sale end on the website's clock, the zone named, as the console does", async () => {
    const pass = await firstOf('/api/cms/events/event_delegatepasses', EVT);
    const payload = { ...editable(pass), delegatepass_sale_ends_at: '2027-03-14T20:00:00.000Z' };
    const res = await t.as(owner, { method: 'PUT', url: `/api/cms/events/event_delegatepasses?client_id=1&website_id=${EVT}`, payload });
    expect(res.statusCode).toBe(200);
    const card = cardOf((await preview(owner, `/preview/${EVT}/`)).body, 'delegate-passes', pass.delegatepass_id);
    // The demo event website runs on Asia/Kolkata: 20:00 UTC on the 14th is 01:30 AM on the 15th there.
    expect(card).toContain('15-Mar-2027 01:30 AM GMT+5:30');
    expect(card).not.toContain('2027-03-14');
  });

  it('shows on a page the content its address names, over a session cookie, with or without a trailing slash', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/preview/${EVT}/speakers`, cookies: { dev_auth: owner } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<section class="content" data-kind="speakers">');
    expect(res.body).not.toContain('data-kind="delegate-passes"');
    expect((await preview(owner, `/preview/${EDU}/about-us/`)).body).toContain('<h1 class="page-title">About us</h1>');
  });

  it('shows an inactive page marked in the working copy and not at all live', async () => {
    const inactive = (await list('/api/cms/page/pages', EDU, '&show_all=true')).find((p) => p.page_active === false)!;
    const url = String(inactive.page_full_url);
    const working = await preview(owner, `/preview/${EDU}${url}`);
    expect(working.statusCode).toBe(200);
    expect(working.body).toContain('visitors do not see it');
    expect((await preview(owner, `/preview/${EDU}${url}?live=1`)).statusCode).toBe(404);
  });
});

describe('drafts pending review', () => {
  it("shows a maker's pending change marked as a draft, and the live version with ?live=1", async () => {
    const pass = await firstOf('/api/cms/events/event_delegatepasses', EVT);
    const renamed = `${String(pass.delegatepass_name).slice(0, 60)} Plus`;
    const res = await t.as(maker, {
      method: 'PUT',
      url: `/api/cms/events/event_delegatepasses?client_id=1&website_id=${EVT}`,
      payload: { ...editable(pass), delegatepass_name: renamed },
    });
    expect(res.statusCode, res.body).toBe(200);

    const card = cardOf((await preview(owner, `/preview/${EVT}/`)).body, 'delegate-passes', pass.delegatepass_id);
    expect(card).toContain(text(renamed));
    expect(card).toContain('data-draft="true"');
    expect(card).toContain('Draft — pending review');

    const live = (await preview(owner, `/preview/${EVT}/?live=1`)).body;
    expect(live).not.toContain(text(renamed));
    expect(live).not.toContain('data-draft');
    expect(cardOf(live, 'delegate-passes', pass.delegatepass_id)).toContain(text(pass.delegatepass_name));
  });

  it("shows a maker's uploaded photo in the preview through a signed link, and refuses a value that is no image", async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 3)]);
    const up = await t.as(maker, {
      method: 'POST',
      url: '/api/main/upload',
      payload: {
        website_id: EVT,
        file_name: 'portrait.png',
        file_type: 'image/png',
        base_upload_path: 'images',
        is_protected_file: false,
        data_base64: png.toString('base64'),
      },
    });
    expect(up.statusCode, up.body).toBe(201);
    const key = String(up.json().data.file_name);
    const speaker = await firstOf('/api/cms/events/event_speakers', EVT, '&all_roles=true');
    const put = (photo: string) =>
      t.as(maker, {
        method: 'PUT',
        url: `/api/cms/events/event_speakers?client_id=1&website_id=${EVT}`,
        payload: { ...editable(speaker), speaker_photo_url: photo },
      });

    const bad = await put('javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Photo must be an uploaded image or a web address/);
    expect((await put(key)).statusCode).toBe(200);

    const card = cardOf((await preview(owner, `/preview/${EVT}/speakers`)).body, 'speakers', speaker.speaker_id);
    const src = /<img src="([^"]+)"/.exec(card)?.[1]?.replaceAll('&amp;', '&');
    expect(src).toMatch(new RegExp(`^/files/${key.replaceAll('/', '\\/')}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
    const image = await t.app.inject({ method: 'GET', url: src! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('shows a pending new record only in the working copy', async () => {
    const res = await t.as(maker, {
      method: 'POST',
      url: `/api/cms/events/event_zones?client_id=1&website_id=${EVT}`,
      payload: { zone_name: 'Preview Test Hall', zone_capacity: 300 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await preview(owner, `/preview/${EVT}/`)).body).toContain('Preview Test Hall');
    expect((await preview(owner, `/preview/${EVT}/?live=1`)).body).not.toContain('Preview Test Hall');
  });

  it('marks a page whose own change is pending at the top', async () => {
    const home = await pageAt(EVT, '/');
    const res = await t.as(maker, {
      method: 'POST',
      url: '/api/cms/page/page_utils',
      payload: {
        website_id: EVT,
        page_id: home.page_id,
        version: home.version,
        changes: { sections: [{ title: 'Book before June', text: 'Early bird ends soon.' }] },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const working = (await preview(owner, `/preview/${EVT}/`)).body;
    expect(working).toContain('data-page-draft="true"');
    expect(working).toContain('Book before June');
    const live = (await preview(owner, `/preview/${EVT}/?live=1`)).body;
    expect(live).not.toContain('data-page-draft');
    expect(live).not.toContain('Book before June');
  });

  it('shows a published inactive record with a badge in the working copy and hides it live', async () => {
    // An active one: saving an inactive course as inactive would change nothing (no block to publish).
    const course = first(
      (await list('/api/cms/courses', EDU, '&show_all=true')).filter((c) => c.course_active === true && c.status === 'live'),
      'an active course',
    );
    const put = await t.as(maker, {
      method: 'PUT',
      url: `/api/cms/courses/website_course?website_id=${EDU}`,
      payload: { ...editable(course), course_active: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    const publish = await decideAll(t, checker, 'publish', { website_id: EDU, asset_type_name: 'ENTITY' });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(cardOf((await preview(owner, `/preview/${EDU}/`)).body, 'courses', course.course_id)).toContain('Inactive');
    expect(cardOf((await preview(owner, `/preview/${EDU}/?live=1`)).body, 'courses', course.course_id)).toBe('');
  });

  it('escapes record content: a <script> in a field stays text', async () => {
    const event = (await t.as(owner, { method: 'GET', url: `/api/cms/events?client_id=1&website_id=${EVT}` })).json().data
      .i_evt_event[0] as Doc;
    const attack = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const put = await t.as(maker, {
      method: 'PUT',
      url: `/api/cms/events?client_id=1&website_id=${EVT}`,
      payload: { ...editable(event), event_tagline: attack },
    });
    expect(put.statusCode, put.body).toBe(200);
    const body = (await preview(owner, `/preview/${EVT}/`)).body;
    expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toContain('<img src=x');
  });
});

describe('access', () => {
  it('needs a session (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/preview/${EDU}/` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('text/html');
    expect((await t.app.inject({ method: 'GET', url: `/preview/${EDU}/`, cookies: { dev_auth: 'not-a-session' } })).statusCode).toBe(401);
  });

  it("refuses another client's website and an unknown website (403)", async () => {
    expect((await preview(other, `/preview/${EDU}/`)).statusCode).toBe(403);
    expect((await preview(owner, '/preview/5/')).statusCode).toBe(403);
    expect((await preview(owner, '/preview/999/')).statusCode).toBe(403);
  });

  it('answers an unknown page with a 404 HTML page', async () => {
    const res = await preview(owner, `/preview/${EDU}/no-such-page`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/no-such-page');
  });
});
