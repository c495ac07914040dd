import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { loadDeclarations, readDeclarationFiles } from '../../src/server/declarations';
import { checkSeeds } from '../../src/server/seed/seedChecks';
import { readSeedFiles } from '../../src/server/seed/seedFiles';
import { checkDeclarations } from '../../src/shared/declarationChecks';
import { sidebarItems, sidebarItemsOf } from '../../src/console/rules/sidebar';
import { scaffoldDeclaration } from '../../generators/lib/scaffold';
import { sampleRecord } from '../../generators/lib/sampleRecord';
import { fixtureKinds, schemasWithFixtures } from '../helpers/fixtureDeclarations';
import { freshDatabase } from './helpers/testApp';
import { describeContract, writableKinds } from './resources/contractSuite';

/**
 * Adding a kind is adding one file: a copy of schemas/ gains declarations no code names (the
 * fixtures, with no demo data), and with no code change they pass the checks, show in the
 * sidebar, answer the API contract and appear in the OpenAPI document.
 */
const dir = schemasWithFixtures();
const registry = loadDeclarations(dir);
const added = fixtureKinds().map((kind) => registry.get(kind));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a declaration dropped into schemas/', () => {
  it('passes every declaration check, and the demo data still fits', () => {
    expect(checkDeclarations(readDeclarationFiles(dir).entries, { records: true })).toEqual([]);
    expect(checkSeeds(registry, readSeedFiles())).toEqual([]);
  });

  it.each(added.map((d) => [d.kind, d] as const))('%s shows in the sidebar of its use cases, after the existing entries', (_kind, decl) => {
    const items = sidebarItemsOf(registry.all());
    for (const useCase of decl.useCases === 'ALL' ? (['EDU', 'EVT', 'SPC', 'HAF'] as const) : decl.useCases) {
      const entry = sidebarItems(items, useCase, decl.area).find((i) => i.route === registry.pathOf(decl.kind));
      expect(entry).toMatchObject({ label: decl.sidebar?.label ?? decl.label.many, icon: decl.sidebar?.icon });
    }
    expect(registry.byRoute(registry.pathOf(decl.kind))?.kind).toBe(decl.kind);
  });
});

describe('the API contract over the added kinds', () => {
  describeContract(writableKinds(added), { schemasDir: dir });
});

it('serves a scaffolded declaration too, listed in the OpenAPI document', async () => {
  const made = scaffoldDeclaration({ target: 'events/event-workshops', label: 'Workshop', useCases: 'EVT' }, loadDeclarations(dir).all());
  mkdirSync(join(dir, made.folder), { recursive: true });
  writeFileSync(join(dir, made.folder, `${made.kind}.json`), JSON.stringify(made.declaration, null, 2));

  const fresh = await freshDatabase();
  const app = await buildApp(testConfig({ schemasDir: dir }), { database: fresh.database });
  try {
    const decl = app.registry.get('event-workshops');
    const login = await app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      payload: { email: 'maker@example.com', password: 'demo-password' },
    });
    const auth = { authorization: `Bearer ${login.json<{ data: { token: string } }>().data.token}` };
    const ends = app.registry.endpointsOf(decl.kind);
    const scope = 'client_id=1&website_id=2';

    const empty = await app.inject({ method: 'GET', url: `${ends.list!.path}?${scope}`, headers: auth });
    expect(empty.statusCode, empty.body).toBe(200);
    const before = empty.json().meta.total as number;

    const body = {
      ...sampleRecord(decl, { ref: () => undefined, option: () => undefined, variant: 'w1' }),
      [decl.display]: 'Prompt engineering lab',
    };
    const created = await app.inject({ method: ends.create!.method, url: `${ends.create!.path}?${scope}`, headers: auth, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ status: 'pendingreview', pending_action: 'CREATE' });

    const listed = await app.inject({ method: 'GET', url: `${ends.list!.path}?${scope}`, headers: auth });
    expect(listed.json().meta.total).toBe(before + 1);
    expect(listed.json().data.map((r: Record<string, unknown>) => r[decl.display])).toContain('Prompt engineering lab');
    const blocks = await app.inject({ method: 'GET', url: `/api/cms/vcs/blocks?${scope}&asset_type_name=ENTITY`, headers: auth });
    expect(blocks.json().data.map((b: { kind: string }) => b.kind)).toContain('event-workshops');
    const doc = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(doc.json().paths);
    expect(paths).toContain(ends.list!.path);
    for (const d of added) expect(paths).toContain(app.registry.endpointsOf(d.kind).list!.path);
  } finally {
    await app.close();
    await fresh.database.close();
    await fresh.drop();
  }
});
