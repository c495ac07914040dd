import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * Issue 33 item 6: a change is titled by what it is. A record whose name is a reference (a form on a
 * page is "form 1033") is titled by the record it points at and by its parent: the form's name and
 * the page's, on Pending Review and in My changes alike.
 */
let t: TestApp;
let maker: string;
const EDU = 1;
type Doc = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  maker = await t.login('maker@example.com');
});
afterAll(() => t.close());

const get = async (url: string): Promise<{ data: Doc[] }> => {
  const res = await t.as(maker, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a change to a form on a page', () => {
  it('is titled by the form and the page, not by the form id', async () => {
    const pages = (await get(`/api/cms/page/pages?client_id=1&website_id=${EDU}&show_all=true`)).data;
    const [mapping] = (await get(`/api/cms/forms/page_form_mappings?client_id=1&website_id=${EDU}`)).data;
    expect(mapping).toBeDefined();
    const { is_live: _live, ...body } = mapping!;
    const saved = await t.as(maker, {
      method: 'PUT',
      url: `/api/cms/forms/page_form_mappings?client_id=1&website_id=${EDU}`,
      payload: { ...body, formmapping_popup_delay_seconds: 42 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const form = (await get(`/api/cms/forms/generic_forms/${String(mapping!.formmapping_form_id)}?client_id=1`)).data as unknown as Doc;
    const page = pages.find((p) => p.page_id === mapping!.formmapping_page_id)!;
    const title = `${String(form.form_name)} · ${String(page.page_name)}`;

    const pending = await get(`/api/cms/vcs/blocks?client_id=1&website_id=${EDU}&asset_type_name=PAGE`);
    const block = pending.data.find((b) => b.kind === 'page-form-mappings');
    expect(block?.record_label).toBe(title);
    const mine = await get('/api/cms/vcs/my_changes?client_id=1');
    expect(mine.data.find((b) => b.block_id === block?.block_id)?.record_label).toBe(title);
  });
});
