import type { Declaration } from '../../src/shared/registry';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * A list page names the records its reference columns point at (meta.labels, kind → id → name), and
 * a record read those of all its reference fields, so the console needs no look-up per value after
 * the list or the record (docs/architecture.md §5a). Over every declaration with references, on
 * the demo data.
 */
const SITE_BY_USECASE: Record<string, number> = { EDU: 1, EVT: 2, SPC: 3, HAF: 4 };
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cms/auth/login',
    payload: { email: 'viewer@example.com', password: 'demo-password' },
  });
  token = res.json<{ data: { token: string } }>().data.token;
});
afterAll(() => t?.close());

function scope(decl: Declaration): string {
  if (decl.scope === 'client') return 'client_id=1';
  const useCase = decl.useCases === 'ALL' ? 'EDU' : (decl.useCases[0] ?? 'EDU');
  return `client_id=1&website_id=${SITE_BY_USECASE[useCase] ?? 1}`;
}

type Page = { data: Record<string, unknown>[]; meta: { labels?: Record<string, Record<string, string>> } };

async function list(decl: Declaration, extra = ''): Promise<Page> {
  const path = t.app.registry.endpointsOf(decl.kind).list!.path;
  const res = await t.as(token, { method: 'GET', url: `${path}?${scope(decl)}&show_all=true${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

const withRefColumns = () =>
  t.app.registry
    .all()
    .filter((d) => d.endpoints.list && !d.singleton)
    .filter((d) => t.app.registry.refsOf(d.kind).some((r) => d.list?.columns.includes(r.field)));

describe('list pages name the records they point at', () => {
  it('covers at least one kind (the demo data has reference columns)', () => {
    expect(withRefColumns().length).toBeGreaterThan(0);
  });

  it('gives each referenced id of each page its record name, for every kind with reference columns', async () => {
    let named = 0;
    for (const decl of withRefColumns()) {
      const page = await list(decl);
      for (const ref of t.app.registry.refsOf(decl.kind).filter((r) => decl.list?.columns.includes(r.field))) {
        const target = t.app.registry.get(ref.target);
        for (const row of page.data) {
          const value = row[ref.field];
          for (const id of (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'number')) {
            const [record] = (await list(target, `&id=${String(id)}`)).data;
            if (!record) continue;
            expect(page.meta.labels?.[ref.target]?.[String(id)], `${decl.kind}.${ref.field} → ${ref.target} ${String(id)}`).toBe(
              record[target.display],
            );
            named += 1;
          }
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });
});

describe('a record page names every record the record points at', () => {
  const withRefs = () => t.app.registry.all().filter((d) => !d.singleton && t.app.registry.refsOf(d.kind).length > 0);

  /** The record as its page reads it: the read call, or the list call with its id (src/console/engine/resourceApi.ts fetchRecord). */
  async function readAsPage(
    decl: Declaration,
    id: number,
  ): Promise<{ data: Record<string, unknown>; labels: Record<string, Record<string, string>> }> {
    const read = t.app.registry.endpointsOf(decl.kind).read;
    const url = read
      ? read.idInPath
        ? `${read.path.replace('{id}', String(id))}?${scope(decl)}`
        : `${read.path}?${scope(decl)}&${decl.id}=${id}`
      : `${t.app.registry.endpointsOf(decl.kind).list!.path}?${scope(decl)}&id=${id}`;
    const res = await t.as(token, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      data: Record<string, unknown> | Record<string, unknown>[];
      meta?: { labels?: Record<string, Record<string, string>> };
    }>();
    return { data: Array.isArray(body.data) ? body.data[0]! : body.data, labels: body.meta?.labels ?? {} };
  }

  it('sends, with the record, the name of each record its reference fields hold, for every kind with references', async () => {
    let named = 0;
    for (const decl of withRefs()) {
      if (!decl.endpoints.list) continue;
      for (const row of (await list(decl)).data.slice(0, 3)) {
        const { data, labels } = await readAsPage(decl, Number(row[decl.id]));
        for (const ref of t.app.registry.refsOf(decl.kind).filter((r) => !r.field.includes('.'))) {
          const target = t.app.registry.get(ref.target);
          const value = data[ref.field];
          for (const id of (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'number')) {
            const [record] = (await list(target, `&id=${String(id)}`)).data;
            if (!record) continue;
            expect(labels[ref.target]?.[String(id)], `${decl.kind}.${ref.field} → ${ref.target} ${String(id)}`).toBe(
              record[target.display],
            );
            named += 1;
          }
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });
});

describe('Pending Review names the records a change points at', () => {
  it('sends the names of the before and after references with the blocks (meta.labels)', async () => {
    const maker = await t.login('maker@example.com');
    const sponsors = t.app.registry.get('sponsors');
    const tiers = t.app.registry.get('sponsorships');
    const tierOf = async (name: string) => {
      const found = (await list(tiers, `&search=${encodeURIComponent(name)}`)).data.find((r) => r.sponsorship_name === name);
      if (!found) throw new Error(`no tier ${name}`);
      return Number(found.sponsorship_id);
    };
    const [gold, platinum] = [await tierOf('Gold'), await tierOf('Platinum')];
    const sponsor = (await list(sponsors, `&search=Adatum`)).data.find((r) => r.sponsor_name === 'Adatum People');
    expect(sponsor?.sponsor_sponsorship_id).toBe(gold);
    const { is_live: _live, ...editable } = sponsor ?? {};
    const saved = await t.as(maker, {
      method: 'PUT',
      url: `/api/cms/events/event_sponsors?${scope(sponsors)}`,
      payload: { ...editable, sponsor_sponsorship_id: platinum },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await t.as(token, { method: 'GET', url: `/api/cms/vcs/blocks?${scope(sponsors)}&asset_type_name=ENTITY` });
    expect(res.statusCode, res.body).toBe(200);
    const labels = res.json<Page>().meta.labels ?? {};
    expect(labels.sponsorships?.[String(gold)]).toBe('Gold');
    expect(labels.sponsorships?.[String(platinum)]).toBe('Platinum');
  });
});
