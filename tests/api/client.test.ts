import { createTestApp, type TestApp } from './helpers/testApp';
import { first } from '../helpers/first';

/** docs/product.md §3 Client and Website, §6 roles, §7 Client calls; docs/architecture.md §7 demo data. */

type Flags = Record<string, boolean>;
interface ClientData {
  client_id: number;
  client_full_name: string;
  isViewer: Flags;
  isMaker: Flags;
  isChecker: Flags;
  hasPendingBlocks: Flags;
}
interface Link {
  name: string;
  href: string;
}
interface Website {
  website_id: number;
  usecase_relation: { usecase_code: string };
  isViewer: Flags;
  isMaker: Flags;
  isChecker: Flags;
  hasPendingBlocks: Flags;
  ic_website_env: { wenv_locale_used: boolean };
  d_i_websitemacro: {
    websitemacro_display_name: string;
    websitemacro_display_setting_values: string;
    websitemacro_header_links: Link[];
    websitemacro_footer_links: Link[];
  };
}
interface Locale {
  website_id: number;
  locale_code: string;
  country_code: string;
  language_code: string;
  is_default: boolean;
}

let t: TestApp;
const tokens: Partial<Record<string, string>> = {};
let demoClientId: number;
let otherClientId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'maker', 'checker', 'viewer', 'other']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      payload: { email: `${who}@example.com`, password: 'demo-password' },
    });
    const data = res.json<{ data: { token: string; client_id: number } }>().data;
    tokens[who] = data.token;
    if (who === 'owner') demoClientId = data.client_id;
    if (who === 'other') otherClientId = data.client_id;
  }
});

afterAll(async () => {
  await t?.close();
});

async function get<T>(who: string, url: string): Promise<T> {
  const res = await t.as(tokens[who] ?? '', { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}

const ALL = ['ENTITY', 'PAGE', 'FORM', 'SPEAKERS'];
const all = (value: boolean) => Object.fromEntries(ALL.map((k) => [k, value]));

describe('GET /api/client/', () => {
  it("names the caller's client", async () => {
    const data = await get<ClientData>('owner', `/api/client/?client_id=${demoClientId}`);
    expect(data.client_id).toBe(demoClientId);
    expect(data.client_full_name).toBe('Demo Academy & Events');
    const other = await get<ClientData>('other', `/api/client/?client_id=${otherClientId}`);
    expect(other.client_full_name).toBe('Other Org');
  });

  it.each<[who: string, viewer: boolean, maker: boolean, checker: boolean]>([
    ['owner', true, true, true],
    ['maker', true, true, false],
    ['checker', true, false, true],
    ['viewer', true, false, false],
  ])('gives %s role flags keyed ENTITY, PAGE, FORM, SPEAKERS', async (who, viewer, maker, checker) => {
    const data = await get<ClientData>(who, `/api/client/?client_id=${demoClientId}`);
    expect(data.isViewer).toEqual(all(viewer));
    expect(data.isMaker).toEqual(all(maker));
    expect(data.isChecker).toEqual(all(checker));
  });

  it('has no pending blocks right after the seed', async () => {
    const data = await get<ClientData>('owner', `/api/client/?client_id=${demoClientId}`);
    expect(data.hasPendingBlocks).toEqual(all(false));
  });

  it('works without client_id too (the client comes from the session)', async () => {
    const data = await get<ClientData>('viewer', '/api/client/');
    expect(data.client_id).toBe(demoClientId);
  });
});

describe('GET /api/client/websites', () => {
  it('returns the four demo websites, EDU, EVT, SPC, HAF in that order, with every docs/product.md §3 field', async () => {
    const sites = await get<Website[]>('owner', `/api/client/websites?client_id=${demoClientId}`);
    expect(sites.map((s) => s.usecase_relation.usecase_code)).toEqual(['EDU', 'EVT', 'SPC', 'HAF']);
    expect(new Set(sites.map((s) => s.website_id)).size).toBe(4);
    for (const site of sites) {
      expect(site.website_id).toEqual(expect.any(Number));
      for (const map of [site.isViewer, site.isMaker, site.isChecker]) expect(map).toEqual({ ENTITY: true, PAGE: true });
      expect(site.hasPendingBlocks).toEqual({ ENTITY: false, PAGE: false });
      expect(typeof site.ic_website_env.wenv_locale_used).toBe('boolean');

      const macro = site.d_i_websitemacro;
      expect(macro.websitemacro_display_name).toEqual(expect.any(String));
      expect(macro.websitemacro_display_name.length).toBeGreaterThan(0);
      // The display settings travel as JSON text (docs/product.md §3), which parses to a themeConfig.
      expect(typeof macro.websitemacro_display_setting_values).toBe('string');
      const settings = JSON.parse(macro.websitemacro_display_setting_values) as {
        themeConfig: { hideThemeSelector: boolean; cssVariables: Record<string, string> };
      };
      expect(typeof settings.themeConfig.hideThemeSelector).toBe('boolean');
      const css = settings.themeConfig.cssVariables;
      expect(css.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
      expect(css.primaryDarkColor).toMatch(/^#[0-9a-f]{6}$/i);
      expect(css.primaryColorType).toEqual(expect.any(String));
      for (const links of [macro.websitemacro_header_links, macro.websitemacro_footer_links]) {
        expect(Array.isArray(links)).toBe(true);
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link).toEqual(expect.objectContaining({ name: expect.any(String), href: expect.any(String) }));
      }
    }
    // The demo uses both colour types, so the console's LIGHT/other branch is exercised.
    const types = sites.map(
      (s) => JSON.parse(s.d_i_websitemacro.websitemacro_display_setting_values).themeConfig.cssVariables.primaryColorType,
    );
    expect(types).toContain('LIGHT');
    expect(types.some((t) => t !== 'LIGHT')).toBe(true);
    // A multi-locale website says so.
    expect(sites.some((s) => s.ic_website_env.wenv_locale_used)).toBe(true);
    expect(sites.some((s) => !s.ic_website_env.wenv_locale_used)).toBe(true);
  });

  it.each<[who: string, viewer: boolean, maker: boolean, checker: boolean]>([
    ['maker', true, true, false],
    ['checker', true, false, true],
    ['viewer', true, false, false],
  ])('gives %s per-website flags keyed ENTITY and PAGE', async (who, viewer, maker, checker) => {
    const sites = await get<Website[]>(who, `/api/client/websites?client_id=${demoClientId}`);
    expect(sites).toHaveLength(4);
    for (const site of sites) {
      expect(site.isViewer).toEqual({ ENTITY: viewer, PAGE: viewer });
      expect(site.isMaker).toEqual({ ENTITY: maker, PAGE: maker });
      expect(site.isChecker).toEqual({ ENTITY: checker, PAGE: checker });
    }
  });

  it('shows other@example.com only its own website', async () => {
    const mine = await get<Website[]>('owner', '/api/client/websites');
    const theirs = await get<Website[]>('other', `/api/client/websites?client_id=${otherClientId}`);
    expect(theirs).toHaveLength(1);
    expect(first(theirs).d_i_websitemacro.websitemacro_display_name).toBe('Other Org Learning');
    expect(mine.map((s) => s.website_id)).not.toContain(first(theirs).website_id);
  });
});

describe('GET /api/client/website_locales', () => {
  it("lists the locales of the caller's websites only, one default per website", async () => {
    const sites = await get<Website[]>('owner', '/api/client/websites');
    const ids = sites.map((s) => s.website_id);
    const locales = await get<Locale[]>('owner', `/api/client/website_locales?client_id=${demoClientId}`);
    expect(locales.length).toBeGreaterThanOrEqual(4);
    for (const l of locales) {
      expect(ids).toContain(l.website_id);
      expect(l.locale_code).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
      expect(l.locale_code).toBe(`${l.language_code}-${l.country_code}`);
    }
    for (const id of ids) expect(locales.filter((l) => l.website_id === id && l.is_default)).toHaveLength(1);
    // wenv_locale_used matches having more than one locale.
    for (const site of sites) {
      expect(site.ic_website_env.wenv_locale_used).toBe(locales.filter((l) => l.website_id === site.website_id).length > 1);
    }
  });

  it('narrows to one website with website_id', async () => {
    const sites = await get<Website[]>('owner', '/api/client/websites');
    const edu = sites.find((s) => s.usecase_relation.usecase_code === 'EDU')!;
    const locales = await get<Locale[]>('owner', `/api/client/website_locales?client_id=${demoClientId}&website_id=${edu.website_id}`);
    expect(locales.length).toBeGreaterThan(1);
    expect(locales.every((l) => l.website_id === edu.website_id)).toBe(true);
  });

  it('gives other@example.com only its own locales', async () => {
    const site = first(await get<Website[]>('other', '/api/client/websites'));
    const locales = await get<Locale[]>('other', '/api/client/website_locales');
    expect(locales.length).toBeGreaterThan(0);
    expect(locales.every((l) => l.website_id === site.website_id)).toBe(true);
  });
});

describe('GET /api/client/session', () => {
  it.each(['owner', 'checker', 'other'])('answers for %s what the client, websites and me calls answer, in one', async (who) => {
    const session = await get<{ user: unknown; client: unknown; websites: unknown }>(who, '/api/client/session');
    expect(session.client).toEqual(await get(who, '/api/client/'));
    expect(session.websites).toEqual(await get(who, '/api/client/websites'));
    expect(session.user).toEqual(await get(who, '/api/cms/auth/me'));
  });

  it("refuses another client's id and an anonymous caller", async () => {
    expect((await t.as(tokens.other ?? '', { method: 'GET', url: `/api/client/session?client_id=${demoClientId}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/session' })).statusCode).toBe(401);
  });
});

describe('GET /api/client/record_website', () => {
  const zoneOnEvt = async (): Promise<number> => {
    const zones = await get<{ zone_id: number }[]>('owner', '/api/cms/events/event_zones?client_id=1&website_id=2');
    return first(zones, 'zone of the event website').zone_id;
  };
  const locate = (who: string, query: string) => t.as(tokens[who] ?? '', { method: 'GET', url: `/api/client/record_website?${query}` });

  it('names the website that holds a record of a website kind', async () => {
    const id = await zoneOnEvt();
    const res = await locate('maker', `client_id=${demoClientId}&kind=event-zones&id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ website_id: 2, website_name: 'FutureTech Summit 2027' });
  });

  it.each([
    ['another client asks for it', 'other', (id: number) => `kind=event-zones&id=${id}`],
    ['the record does not exist', 'maker', () => 'kind=event-zones&id=999999999'],
    ['the kind is not declared', 'maker', (id: number) => `kind=no-such-kind&id=${id}`],
    ['the id belongs to another kind', 'maker', (id: number) => `kind=courses&id=${id}`],
    ['the kind is client-wide', 'maker', (id: number) => `kind=generic-forms&id=${id}`],
  ])('answers the same 404 when %s, so nothing leaks', async (_case, who, query) => {
    const res = await locate(who, query(await zoneOnEvt()));
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it.each([
    ['no kind', 'id=1'],
    ['an id that is not a number', 'kind=event-zones&id=abc'],
    ['a kind with odd characters', 'kind=..%2Fx&id=1'],
  ])('refuses %s with 400', async (_case, query) => {
    expect((await locate('maker', query)).statusCode).toBe(400);
  });
});
