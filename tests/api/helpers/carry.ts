import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { testConfig } from '../../../src/server/config';
import { rows, type Database } from '../../../src/server/db/connect';
import { SCHEMAS_DIR, loadDeclarations } from '../../../src/server/declarations';
import type { Declaration, FieldSchema } from '../../../src/shared/registry';

/** Shared by the suites of a changed declaration (tests/api/carryAcross.test.ts, undeclaredFields.test.ts). */
export const COPIES = 2_000;
export const base = loadDeclarations();
export type Json = Record<string, unknown>;

/** A website kind with a text field its list searches that is neither required nor its display, and an integer field. */
export function pickKind(): { decl: Declaration; text: string; number: string } {
  for (const decl of base.all()) {
    if (decl.scope !== 'website' || decl.singleton || decl.parent || decl.list?.exclude) continue;
    if (decl.useCases !== 'ALL' && !decl.useCases.includes('EDU')) continue;
    const required = new Set(decl.schema.required ?? []);
    const plain = (name: string, f: FieldSchema | undefined) =>
      f && !required.has(name) && !f.readOnly && !f['x-ref'] && !f['x-options'] && !f.enum && !f['x-derived'];
    const text = decl.list?.search.find(
      (n) => n !== decl.display && plain(n, decl.schema.properties[n]) && decl.schema.properties[n]?.type === 'string',
    );
    const number = Object.entries(decl.schema.properties).find(([n, f]) => plain(n, f) && f.type === 'integer')?.[0];
    if (text && number) return { decl, text, number };
  }
  throw new Error('no kind with a searchable text field and an integer field');
}
export const { decl, text, number } = pickKind();
export const renamed = `${text}_renamed`;

/** A copy of schemas/ with the kind's declaration changed by `change`. */
export function schemasWith(change: (d: Json) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-carry-'));
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  // A declaration's file is named after its kind (docs/declarations.md), in one of the folders.
  const file = readdirSync(dir, { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith(`/${decl.kind}.json`));
  if (!file) throw new Error(`no ${decl.kind}.json in ${dir}`);
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
  return dir;
}

/** The kind renamed from `text`, its integer field turned text, and a new required field filled by its default. */
export const changed = (d: Json) => {
  const schema = d.schema as { properties: Record<string, Json>; required?: string[] };
  schema.properties[renamed] = { ...schema.properties[text], 'x-renamedFrom': text };
  delete schema.properties[text];
  schema.properties[number] = { type: 'string', title: 'As text', maxLength: 40, 'x-convert': 'toString' };
  schema.properties.carried_note = { type: 'string', title: 'Note', maxLength: 40, default: 'carried' };
  schema.required = [...(schema.required ?? []), 'carried_note'];
  const list = d.list as { columns: string[]; search: string[]; sort: string };
  list.columns = list.columns.map((c) => (c === text ? renamed : c));
  list.search = list.search.map((c) => (c === text ? renamed : c));
  const ui = d.uiSchema as Json;
  if (Array.isArray(ui['ui:order'])) ui['ui:order'] = (ui['ui:order'] as string[]).map((c) => (c === text ? renamed : c));
  if (ui[text]) {
    ui[renamed] = ui[text];
    delete ui[text];
  }
};

export async function start(database: Database, schemasDir?: string): Promise<FastifyInstance> {
  return buildApp(testConfig({ schemasDir, logLevel: 'silent' }), { database });
}

/** Fills the kind with COPIES records made from one of its own, each with its own text, a third with a draft, some with history. */
export async function fill(database: Database): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO records (kind, record_id, client_id, website_id, live, draft, pending_action, version)
    SELECT r.kind, nextval('record_id_seq'), r.client_id, r.website_id,
      jsonb_set(jsonb_set(r.live, ${`{${text}}`}::text[], to_jsonb('Carried org ' || i)), ${`{${number}}`}::text[], to_jsonb(i)),
      CASE WHEN i % 3 = 0 THEN jsonb_set(r.live, ${`{${text}}`}::text[], to_jsonb('Drafted org ' || i)) END,
      CASE WHEN i % 3 = 0 THEN 'UPDATE' END, 1
    FROM (SELECT * FROM records WHERE kind = ${decl.kind} AND website_id = 1 AND live IS NOT NULL ORDER BY record_id LIMIT 1) r, generate_series(1, ${COPIES}) i`);
  // The drafts' pending changes, and an old version in the history of each.
  await database.db.execute(sql`
    INSERT INTO change_blocks (client_id, website_id, asset_type_name, kind, record_id, change_log_type, action, before, after, created_by)
    SELECT client_id, website_id, ${decl.area}, kind, record_id, 'migration test', 'UPDATE', live, draft, 1
    FROM records WHERE kind = ${decl.kind} AND pending_action = 'UPDATE'`);
  await database.db.execute(sql`
    INSERT INTO record_versions (block_id, client_id, website_id, kind, record_id, action, data, saved_by)
    SELECT block_id, client_id, website_id, kind, record_id, 'UPDATE', before, 1 FROM change_blocks WHERE kind = ${decl.kind} AND change_log_type = 'migration test'`);
}

/** Stored values of a field in pending changes and history (blocks' before and after, versions' data). */
export const elsewhere = async (database: Database, field: string) =>
  Number(
    (
      await rows<{ n: number }>(
        database.db,
        sql`SELECT ((SELECT count(*) FROM change_blocks WHERE kind = ${decl.kind} AND (before ? ${field} OR after ? ${field}))
                 + (SELECT count(*) FROM record_versions WHERE kind = ${decl.kind} AND data ? ${field}))::int AS n`,
      )
    )[0]?.n,
  );

export const nonEmpty = async (database: Database, field: string) =>
  Number(
    (
      await rows<{ n: number }>(
        database.db,
        sql`SELECT (count(*) FILTER (WHERE COALESCE(live ->> ${field}, '') <> '') + count(*) FILTER (WHERE COALESCE(draft ->> ${field}, '') <> ''))::int AS n
            FROM records WHERE kind = ${decl.kind}`,
      )
    )[0]?.n,
  );
