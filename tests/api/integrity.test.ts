import { demoContext } from './resources/demoContext';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/connect';
import type { Declaration, FieldSchema } from '../../src/shared/registry';
import { eachField } from '../../src/shared/registry';
import { sampleFor, SITE_BY_USECASE, scopeQuery } from './resources/sample';
import { first } from '../helpers/first';

/**
 * Integrity at save time, for every x-ref and reference-data x-options field of every declaration:
 * a reference must name a record of the same client (and website), a list value must be in its
 * list, and nested objects refuse undeclared keys as the top level does — each a 400 naming the field.
 */
type Doc = Record<string, unknown>;
const ctx = demoContext();

/** The call that saves a new record of the kind: its create, or a PUT for singletons and upsert kinds. */
function writeCall(decl: Declaration): { method: string; path: string } | undefined {
  const ends = ctx.registry.endpointsOf(decl.kind);
  if (ends.create) return ends.create;
  if ((decl.singleton || decl.upsert) && ends.update && !ends.update.path.includes('{id}')) return ends.update;
  return undefined;
}
const writable = () => ctx.registry.all().filter((d) => writeCall(d) !== undefined);

/** The version a PUT on an existing singleton must name, read first. */
async function currentVersion(decl: Declaration, sample: Doc): Promise<number | undefined> {
  const read = ctx.registry.endpointsOf(decl.kind).read;
  if (!decl.singleton || !read) return undefined;
  const parent = decl.parent ? { [decl.parent.field]: Number(sample[decl.parent.field]) } : {};
  const res = await ctx.t.as(ctx.tokens.owner, { method: read.method, url: `${read.path}?${scopeQuery(ctx, decl, parent)}` });
  const data = res.json().data as Doc | null;
  const inner = data && !('version' in data) ? (Object.values(data).flat()[0] as Doc | undefined) : data;
  return inner ? Number(inner.version) : undefined;
}

async function save(decl: Declaration, doc: Doc) {
  const call = writeCall(decl);
  if (!call) throw new Error(`${decl.kind} cannot be written`);
  const version = await currentVersion(decl, doc);
  const extra: Record<string, number> = version === undefined ? {} : { version };
  return ctx.t.as(ctx.tokens.owner, { method: call.method, url: `${call.path}?${scopeQuery(ctx, decl, extra)}`, payload: doc });
}

/** Sets a dotted field in a copy, creating the objects on the way. */
function withValue(doc: Doc, path: string, value: unknown): Doc {
  const copy = structuredClone(doc);
  const parts = path.split('.');
  let node = copy;
  for (const part of parts.slice(0, -1)) {
    if (!node[part] || typeof node[part] !== 'object') node[part] = {};
    node = node[part] as Doc;
  }
  node[parts.at(-1) ?? path] = value;
  return copy;
}

async function expectRefused(decl: Declaration, doc: Doc, field: string) {
  const res = await save(decl, doc);
  expect(res.statusCode, `${decl.kind} ${field}: ${res.body}`).toBe(400);
  expect(res.json().error.field, res.body).toBe(field);
}

/** A record of the kind that another client (or another website of this client) holds, written straight to the table. */
async function foreignRecord(kind: string, clientId: number, websiteId: number | null): Promise<number> {
  const row = first(
    await rows<{ record_id: number | string }>(
      ctx.t.database.db,
      sql`INSERT INTO records (kind, record_id, client_id, website_id, live, draft, pending_action, version, created_by, updated_by)
        VALUES (${kind}, nextval('record_id_seq'), ${clientId}, ${websiteId}, '{}'::jsonb, NULL, NULL, 1, 1, 1) RETURNING record_id`,
    ),
  );
  return Number(row.record_id);
}

async function otherClientSite(): Promise<number> {
  const row = first(
    await rows<{ website_id: number }>(
      ctx.t.database.db,
      sql`SELECT website_id FROM websites WHERE client_id <> 1 ORDER BY website_id LIMIT 1`,
    ),
  );
  return Number(row.website_id);
}

describe('x-ref values name a record of the same client and website, refused at save with the field named', () => {
  it('covers every reference of every writable declaration', async () => {
    let checked = 0;
    for (const decl of writable()) {
      for (const ref of ctx.registry.refsOf(decl.kind)) {
        // A readOnly reference (the product a program owns) is the server's to fill: a sent value is ignored, not refused.
        if (ctx.registry.field(decl.kind, ref.field)?.readOnly) continue;
        const sample = await sampleFor(ctx, decl);
        const at = (id: number) => withValue(sample, ref.field, ref.many ? [id] : id);
        const field = ref.field.split('.').join('/') + (ref.many ? '/0' : '');
        const target = ctx.registry.get(ref.target);
        await expectRefused(decl, at(987_654_321), field);
        const otherSite = await otherClientSite();
        await expectRefused(decl, at(await foreignRecord(ref.target, 2, target.scope === 'website' ? otherSite : null)), field);
        const site = ctx.websiteFor(decl);
        if (target.scope === 'website' && site !== null) {
          const sibling = Object.values(SITE_BY_USECASE).find((s) => s !== site) ?? site;
          await expectRefused(decl, at(await foreignRecord(ref.target, 1, sibling)), field);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});

describe('x-options values must be in their list', () => {
  it('refuses "\\t\\n", 1e308 and a well-shaped value outside the list for every reference-data field', async () => {
    let checked = 0;
    for (const decl of writable()) {
      for (const { field, source } of ctx.registry.optionsOf(decl.kind)) {
        if (source.startsWith('enum:') || source === 'flat_prodservs') continue;
        const schema = ctx.registry.field(decl.kind, field);
        const many = schema?.type === 'array';
        const leaf: FieldSchema | undefined = many ? schema?.items : schema;
        const sample = await sampleFor(ctx, decl);
        const numeric = leaf?.type === 'integer' || leaf?.type === 'number';
        const bad = numeric ? [1e308, 987_654] : ['\t\n', 'QQ', 'QQQ'];
        for (const value of bad) {
          await expectRefused(decl, withValue(sample, field, many ? [value] : value), field.split('.').join('/') + (many ? '/0' : ''));
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});

describe('nested objects refuse undeclared keys as the top level does', () => {
  it('names the key for every declared nested object', async () => {
    let checked = 0;
    for (const decl of writable()) {
      const nested: string[] = [];
      eachField(decl.schema, (path, field) => {
        if (field.type === 'object' && field.properties && field.additionalProperties === undefined && !path.includes('.'))
          nested.push(path);
      });
      for (const path of nested) {
        const sample = await sampleFor(ctx, decl);
        const inner = (sample[path] && typeof sample[path] === 'object' ? sample[path] : {}) as Doc;
        const res = await save(decl, { ...sample, [path]: { ...inner, not_declared_here: 1 } });
        expect(res.statusCode, `${decl.kind} ${path}: ${res.body}`).toBe(400);
        expect(res.json().error.field).toMatch(/not_declared_here/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 60_000);
});

describe('a valid record still saves', () => {
  it('accepts the sample of every writable declaration with references and lists', async () => {
    for (const decl of writable()) {
      if (ctx.registry.refsOf(decl.kind).length === 0 && ctx.registry.optionsOf(decl.kind).length === 0) continue;
      const res = await save(decl, await sampleFor(ctx, decl));
      expect([200, 201], `${decl.kind}: ${res.body}`).toContain(res.statusCode);
    }
  }, 60_000);
});
