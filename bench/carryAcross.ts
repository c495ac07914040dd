import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/connect';
import { carryDeclarationsAcross } from '../src/server/db/carryAcross';
import { SCHEMAS_DIR, loadDeclarations } from '../src/server/declarations';
import type { Declaration } from '../src/shared/registry';

/**
 * The time a declared rename takes to carry every stored record of the benchmark's kind across
 * (docs/declarations.md, Changing a declaration): a copy of schemas/ where the kind's first optional
 * text field gets a new name with x-renamedFrom, applied as a start applies it.
 */
export async function measureCarry(db: Db, decl: Declaration): Promise<{ carry_ms: number; carried_field: string }> {
  const required = new Set(decl.schema.required ?? []);
  const field = Object.entries(decl.schema.properties).find(([name, f]) => f.type === 'string' && !required.has(name) && !f.readOnly)?.[0];
  if (!field) throw new Error(`bench/carryAcross.ts: ${decl.kind} has no optional text field to rename`);
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-carry-'));
  try {
    cpSync(SCHEMAS_DIR, dir, { recursive: true });
    const file = readdirSync(dir, { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith(`/${decl.kind}.json`));
    if (!file) throw new Error(`bench/carryAcross.ts: no ${decl.kind}.json`);
    const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      schema: { properties: Record<string, unknown> };
      uiSchema: Record<string, unknown>;
      list?: { columns: string[]; search: string[] };
    };
    const renamed = `${field}_renamed`;
    const rename = (names: string[]) => names.map((n) => (n === field ? renamed : n));
    json.schema.properties[renamed] = { ...(json.schema.properties[field] as object), 'x-renamedFrom': field };
    delete json.schema.properties[field];
    if (json.uiSchema[field] !== undefined) json.uiSchema[renamed] = json.uiSchema[field];
    delete json.uiSchema[field];
    if (Array.isArray(json.uiSchema['ui:order'])) json.uiSchema['ui:order'] = rename(json.uiSchema['ui:order'] as string[]);
    if (json.list) Object.assign(json.list, { columns: rename(json.list.columns), search: rename(json.list.search) });
    writeFileSync(join(dir, file), JSON.stringify(json));
    const registry = loadDeclarations(dir);
    // Every record holds a value to carry (not timed).
    await db.execute(
      sql`UPDATE records SET live = jsonb_set(live, ${`{${field}}`}::text[], to_jsonb('Carried ' || record_id)) WHERE kind = ${decl.kind}`,
    );
    const started = performance.now();
    await carryDeclarationsAcross(db, registry, () => undefined);
    return { carry_ms: Math.round(performance.now() - started), carried_field: field };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
