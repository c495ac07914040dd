import { createTestApp, type TestApp } from './helpers/testApp';
import { first } from '../helpers/first';
import { decideAll } from './helpers/review';

/** docs/product.md §7 pages: GET /page/pages lists page_full_url and page_active; POST /page/page_utils is a reviewed change. */
let t: TestApp;
let maker: string;
let checker: string;
let viewer: string;
let other: string;

interface Page {
  page_id: number;
  page_full_url: string;
  page_active: boolean;
  page_name?: string;
  page_display?: Record<string, unknown>;
  version: number;
  status: string;
}

async function pages(token: string, websiteId = 1): Promise<Page[]> {
  const res = await t.as(token, { method: 'GET', url: `/api/cms/page/pages?client_id=1&website_id=${websiteId}&show_all=true` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page[];
}

const pageAt = async (url: string, websiteId = 1) => (await pages(viewer, websiteId)).find((p) => p.page_full_url === url)!;

function utils(token: string, body: Record<string, unknown>) {
  return t.as(token, { method: 'POST', url: '/api/cms/page/page_utils', payload: { client_id: 1, website_id: 1, ...body } });
}

async function pendingPageBlocks(websiteId = 1) {
  const res = await t.as(checker, { method: 'GET', url: `/api/cms/vcs/blocks?client_id=1&website_id=${websiteId}&asset_type_name=PAGE` });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>[];
}

beforeAll(async () => {
  t = await createTestApp();
  maker = await t.login('maker@example.com');
  checker = await t.login('checker@example.com');
  viewer = await t.login('viewer@example.com');
  other = await t.login('other@example.com');
});
afterAll(() => t.close());

describe('GET /api/cms/page/pages', () => {
  it("lists the website's pages with page_full_url and page_active, home first", async () => {
    const list = await pages(viewer);
    expect(first(list).page_full_url).toBe('/');
    expect(list.map((p) => p.page_full_url)).toEqual(expect.arrayContaining(['/', '/about-us', '/contact-us', '/register']));
    expect(list.every((p) => typeof p.page_full_url === 'string' && typeof p.page_active === 'boolean')).toBe(true);
    expect(list.some((p) => !p.page_active)).toBe(true);
  });

  it("refuses another client's website", async () => {
    const res = await t.as(other, { method: 'GET', url: '/api/cms/page/pages?website_id=1' });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/cms/page/page_utils', () => {
  it('turns a partial change into a draft and one pending "Page Display" block', async () => {
    const page = await pageAt('/about-us');
    const sections = [{ title: 'Who we are', text: 'Practitioners teaching practitioners.' }];
    const res = await utils(maker, {
      page_id: page.page_id,
      version: page.version,
      changes: { page_title: 'About Northbridge', sections },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      page_id: page.page_id,
      page_name: 'About Northbridge',
      page_full_url: '/about-us',
      page_active: true,
      page_display: { sections },
      status: 'pendingreview',
      pending_action: 'UPDATE',
      version: page.version + 1,
    });
    const blocks = (await pendingPageBlocks()).filter((b) => b.record_id === page.page_id);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ change_log_type: 'Page Display', action: 'UPDATE', kind: 'pages', status: 'pendingreview' });
    // Live is untouched until a checker publishes.
    const live = await t.as(viewer, { method: 'GET', url: `/api/cms/page/pages?website_id=1&id=${page.page_id}&mode=VIEW` });
    expect(live.json().data[0].page_name).toBe('About us');
  });

  it('merges further changes into the same pending block and keeps other display fields', async () => {
    const page = await pageAt('/about-us');
    const res = await utils(maker, {
      page_id: page.page_id,
      version: page.version,
      changes: { page_active: false, page_display: { hero_image: 'x' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.page_display).toMatchObject({ sections: [{ title: 'Who we are' }], hero_image: 'x' });
    expect(res.json().data.page_active).toBe(false);
    expect((await pendingPageBlocks()).filter((b) => b.record_id === page.page_id)).toHaveLength(1);
  });

  it('publishes through the normal review flow', async () => {
    const res = await decideAll(t, checker, 'publish', { client_id: 1, website_id: 1, asset_type_name: 'PAGE' });
    expect(res.statusCode, res.body).toBe(200);
    const page = await pageAt('/about-us');
    expect(page).toMatchObject({ page_name: 'About Northbridge', page_active: false, status: 'live' });
  });

  it('refuses a viewer (403) and a checker without the maker role (403)', async () => {
    const page = await pageAt('/contact-us');
    for (const token of [viewer, checker]) {
      const res = await utils(token, { page_id: page.page_id, version: page.version, changes: { page_active: false } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN_ROLE');
    }
  });

  it('refuses a stale version with 409 and a missing one with 400', async () => {
    const page = await pageAt('/contact-us');
    const first = await utils(maker, { page_id: page.page_id, version: page.version, changes: { page_title: 'Contact' } });
    expect(first.statusCode).toBe(200);
    const stale = await utils(maker, { page_id: page.page_id, version: page.version, changes: { page_title: 'Talk to us' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
    expect((await utils(maker, { page_id: page.page_id, changes: { page_title: 'x' } })).statusCode).toBe(400);
  });

  it('validates the result with the page declaration and refuses unknown fields', async () => {
    const page = await pageAt('/register');
    const bad = await utils(maker, { page_id: page.page_id, version: page.version, changes: { page_full_url: 'no slash' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('page_full_url');
    const unknown = await utils(maker, { page_id: page.page_id, version: page.version, changes: { colour: 'red' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('UNKNOWN_FIELD');
    expect((await utils(maker, { page_id: page.page_id, version: page.version, changes: {} })).statusCode).toBe(400);
  });

  it('takes the page content as a merge patch: null removes a part; section images must be images', async () => {
    const page = await pageAt('/faq');
    const image = {
      url: '1/1/images/0123456789abcdef-team.png',
      alt: 'Our team',
      alignment: 'left',
      size: 'lg',
      link: '/about-us',
      link_target: '_self',
    };
    const first = await utils(maker, {
      page_id: page.page_id,
      version: page.version,
      changes: {
        page_display: {
          headline: 'Questions',
          intro: 'Answers to common questions.',
          sections: [{ title: 'Fees', text: 'Fees are due before the start.', image }],
        },
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().data as Page;
    const second = await utils(maker, { page_id: page.page_id, version: saved.version, changes: { page_display: { intro: null } } });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.page_display).toEqual({
      headline: 'Questions',
      sections: [{ title: 'Fees', text: 'Fees are due before the start.', image }],
    });

    const badImage = await utils(maker, {
      page_id: page.page_id,
      version: second.json().data.version,
      changes: { page_display: { sections: [{ title: 'Fees', image: { url: 'javascript:alert(1)', size: 'huge' } }] } },
    });
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json().error.message).toMatch(/must be an uploaded image or a web address|must be one of/);
  });

  it("refuses another client's website and an unknown page", async () => {
    const page = await pageAt('/register');
    expect((await utils(other, { page_id: page.page_id, version: page.version, changes: { page_active: true } })).statusCode).toBe(403);
    const missing = await utils(maker, { page_id: 999_999, version: 1, changes: { page_active: true } });
    expect(missing.statusCode).toBe(404);
  });
});
