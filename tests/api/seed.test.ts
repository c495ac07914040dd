import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * docs/architecture.md §7 demo data: samples marked with "@useCases" are seeded only on websites of those use
 * cases, and records pointing at a sample left out are left out with it (no dangling references).
 */
let t: TestApp;
let owner: string;
const SITES = { EDU: 1, EVT: 2, SPC: 3, HAF: 4 } as const;
type Doc = Record<string, unknown>;

async function list(path: string, websiteId: number, query = ''): Promise<Doc[]> {
  const res = await t.as(owner, { method: 'GET', url: `${path}?client_id=1&website_id=${websiteId}&show_all=true${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Doc[];
}
const pageUrls = async (site: number) => (await list('/api/cms/page/pages', site)).map((p) => p.page_full_url);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@example.com');
});
afterAll(() => t.close());

describe('demo data per use case', () => {
  it.each([
    ['EDU', ['/programs', '/instructors', '/accreditations'], ['/agenda', '/speakers', '/offers', '/memberships']],
    ['EVT', ['/agenda', '/speakers', '/sponsors', '/delegate-passes'], ['/programs', '/offers', '/trainers']],
    ['SPC', ['/offers'], ['/programs', '/agenda', '/memberships']],
    ['HAF', ['/memberships', '/trainers'], ['/programs', '/agenda', '/offers']],
  ] as const)('the %s website has its own pages (%j) and not the others’ (%j)', async (useCase, has, hasNot) => {
    const urls = await pageUrls(SITES[useCase]);
    expect(urls).toEqual(expect.arrayContaining(['/', '/about-us', '/contact-us', ...has]));
    for (const url of hasNot) expect(urls).not.toContain(url);
  });

  it.each([
    ['EVT', 'Summit workshop seat', 'Monthly gym membership'],
    ['HAF', 'Monthly gym membership', 'Summit workshop seat'],
  ] as const)('the %s website sells %s and not %s', async (useCase, sold, notSold) => {
    const names = (await list('/api/transactions/product_services', SITES[useCase])).map((p) => p.prodserv_name);
    expect(names).toContain(sold);
    expect(names).not.toContain(notSold);
  });

  it.each(Object.entries(SITES))('every form mapping of the %s website points at one of its pages', async (_useCase, site) => {
    const pages = new Set((await list('/api/cms/page/pages', site)).map((p) => p.page_id));
    for (const page of pages) {
      const mappings = await list('/api/cms/forms/page_form_mappings', site, `&formmapping_page_id=${String(page)}`);
      for (const m of mappings) expect(pages).toContain(m.formmapping_page_id);
    }
  });
});
