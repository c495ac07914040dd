import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { loadDeclarations, SCHEMAS_DIR } from '../../src/server/declarations';
import { scaffoldDeclaration } from '../../generators/lib/scaffold';
import { freshDatabase } from './helpers/testApp';

/**
 * DESIGN §1: adding a kind is adding one file. A copy of schemas/ gains a scaffolded declaration,
 * and with no code change its routes answer and its changes go through review.
 */
const dir = mkdtempSync(join(tmpdir(), 'console-schemas-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('serves a declaration added to the schemas folder, with no code change', async () => {
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  const made = scaffoldDeclaration({ target: 'events/event-workshops', label: 'Workshop', useCases: 'EVT' }, loadDeclarations(dir).all());
  mkdirSync(join(dir, made.folder), { recursive: true });
  writeFileSync(join(dir, made.folder, `${made.kind}.json`), JSON.stringify(made.declaration, null, 2));

  const fresh = await freshDatabase();
  const app = await buildApp(testConfig({ schemasDir: dir }), { database: fresh.database });
  try {
    const decl = app.registry.get('event-workshops');
    const login = await app.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email: 'maker@example.com', password: 'demo-password' } });
    const auth = { authorization: `Bearer ${login.json<{ data: { token: string } }>().data.token}` };
    const ends = app.registry.endpointsOf(decl.kind);
    const scope = 'client_id=1&website_id=2';

    const empty = await app.inject({ method: 'GET', url: `${ends.list!.path}?${scope}`, headers: auth });
    expect(empty.statusCode, empty.body).toBe(200);
    const before = empty.json().meta.total as number;

    const body = { ...(decl.seed?.samples?.[0] ?? {}), [decl.display]: 'Prompt engineering lab' };
    const created = await app.inject({ method: ends.create!.method, url: `${ends.create!.path}?${scope}`, headers: auth, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ status: 'pendingreview', pending_action: 'CREATE' });

    const listed = await app.inject({ method: 'GET', url: `${ends.list!.path}?${scope}`, headers: auth });
    expect(listed.json().meta.total).toBe(before + 1);
    expect(listed.json().data.map((r: Record<string, unknown>) => r[decl.display])).toContain('Prompt engineering lab');
    const blocks = await app.inject({ method: 'GET', url: `/api/cms/vcs/blocks?${scope}&asset_type_name=ENTITY`, headers: auth });
    expect(blocks.json().data.map((b: { kind: string }) => b.kind)).toContain('event-workshops');
    const doc = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(doc.json().paths)).toContain(ends.list!.path);
  } finally {
    await app.close();
    await fresh.database.close();
    await fresh.drop();
  }
});
