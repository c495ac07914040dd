import { createTestApp, type TestApp } from './helpers/testApp';

/** docs/product.md §7 Reference data: complete lists, each item with value and label (docs/architecture.md §7 list shape). */

type Item = Record<string, unknown> & { value: string | number; label: string };
interface List {
  data: Item[];
  meta: { page: number; max_results: number; total: number };
}

let t: TestApp;
let token: string;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cms/auth/login',
    payload: { email: 'viewer@example.com', password: 'demo-password' },
  });
  ({ token, client_id: clientId } = res.json<{ data: { token: string; client_id: number } }>().data);
});

afterAll(async () => {
  await t?.close();
});

async function list(url: string): Promise<Item[]> {
  const res = await t.as(token, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<List>();
  expect(body.meta).toEqual({ page: 1, max_results: expect.any(Number), total: body.data.length });
  for (const item of body.data) {
    expect(['string', 'number']).toContain(typeof item.value);
    expect(typeof item.label).toBe('string');
    expect(item.label.length).toBeGreaterThan(0);
  }
  expect(new Set(body.data.map((i) => i.value)).size).toBe(body.data.length);
  return body.data;
}

describe('GET /api/main/currencies', () => {
  it('lists every ISO 4217 currency with its symbol', async () => {
    const data = await list(`/api/main/currencies?client_id=${clientId}`);
    expect(data.length).toBeGreaterThanOrEqual(150);
    const byCode = new Map(data.map((c) => [c.currency_code, c]));
    expect(byCode.get('INR')).toMatchObject({ value: 'INR', currency_symbol: '₹' });
    expect(byCode.get('USD')).toMatchObject({ value: 'USD', currency_symbol: '$' });
    expect(byCode.get('EUR')).toMatchObject({ value: 'EUR', currency_symbol: '€' });
    expect(byCode.get('INR')?.label).toMatch(/Indian Rupee/i);
  });
});

describe('GET /api/main/languages', () => {
  it('lists every ISO 639-1 language', async () => {
    const data = await list('/api/main/languages');
    expect(data.length).toBeGreaterThanOrEqual(180);
    const codes = data.map((l) => l.value);
    expect(codes).toEqual(expect.arrayContaining(['en', 'hi', 'fr', 'ar', 'zh']));
    expect(data.find((l) => l.value === 'hi')?.label).toBe('Hindi');
  });
});

describe('POST /api/main/countries', () => {
  it.each([
    ['with website_id', { website_id: 1 }],
    ['with an empty object', {}],
  ])('answers without credentials, %s: every ISO 3166-1 country', async (_what, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/main/countries', payload });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<List>();
    expect(data.length).toBeGreaterThanOrEqual(240);
    expect(data.find((c) => c.value === 'IN')).toMatchObject({ country_code: 'IN', label: 'India' });
    expect(data.map((c) => c.value)).toEqual(expect.arrayContaining(['US', 'GB', 'SG', 'DE']));
  });

  it('answers with no body at all', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/main/countries' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<List>().data.length).toBeGreaterThanOrEqual(240);
  });
});

describe('GET /api/main/offertypes', () => {
  it('lists offer types', async () => {
    const data = await list('/api/main/offertypes');
    expect(data.length).toBeGreaterThan(0);
    // The value is the id records store in prodservoffer_offertype_id.
    for (const o of data)
      expect(o).toMatchObject({ offertype_id: o.value, offertype_code: expect.any(String), offertype_name: expect.any(String) });
  });
});

describe('GET /api/main/templates', () => {
  it('filters by pagetype_code', async () => {
    const everything = await list('/api/main/templates');
    const home = await list('/api/main/templates?pagetype_code=HOME');
    expect(home.length).toBeGreaterThan(0);
    expect(home.length).toBeLessThan(everything.length);
    expect(home.every((tpl) => tpl.pagetype_code === 'HOME')).toBe(true);
    expect(everything.filter((tpl) => tpl.pagetype_code === 'HOME')).toEqual(home);
    // Templates exist for every use case.
    expect(new Set(home.map((tpl) => tpl.usecase_code))).toEqual(new Set(['EDU', 'EVT', 'SPC', 'HAF']));
  });

  it('refuses an unknown pagetype_code with 400 naming it', async () => {
    const res = await t.as(token, { method: 'GET', url: '/api/main/templates?pagetype_code=NO_SUCH_PAGE' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { category: 'RequestError', field: 'pagetype_code', message: expect.stringContaining('pagetype_code') },
    });
  });
});

describe('GET /api/main/speaker_roles', () => {
  it('lists speaker roles', async () => {
    const data = await list('/api/main/speaker_roles');
    expect(data.length).toBeGreaterThan(0);
    for (const r of data) expect(r).toMatchObject({ role_id: r.value, role_name: r.label });
  });
});

describe('GET /api/main/flat_prodserv_types', () => {
  it('lists tradable and non-tradable types, and only non-tradable ones with exclude_tradable_prodserv_types=true', async () => {
    const everything = await list('/api/main/flat_prodserv_types');
    expect(everything.some((p) => p.prodservtype_is_tradable === true)).toBe(true);
    expect(everything.some((p) => p.prodservtype_is_tradable === false)).toBe(true);

    const nonTradable = await list('/api/main/flat_prodserv_types?exclude_tradable_prodserv_types=true');
    expect(nonTradable.length).toBeGreaterThan(0);
    expect(nonTradable.every((p) => p.prodservtype_is_tradable === false)).toBe(true);
    expect(nonTradable).toEqual(everything.filter((p) => p.prodservtype_is_tradable === false));

    expect(await list('/api/main/flat_prodserv_types?exclude_tradable_prodserv_types=false')).toEqual(everything);
  });
});

describe('GET /api/main/flat_prodservs', () => {
  it('answers a list', async () => {
    const data = await list(`/api/main/flat_prodservs?client_id=${clientId}`);
    expect(Array.isArray(data)).toBe(true);
  });
});
