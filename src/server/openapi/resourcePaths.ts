/**
 * The operations of every declared endpoint, shaped as src/server/resources/routes.ts mounts them:
 * list parameters come from the server's own listQuerySchema, so the document cannot drift from
 * what the validator accepts. Nothing here names a kind.
 */
import type { Declaration, Endpoint, Registry } from '../../shared/registry';
import { optionsEnum } from '../../shared/enums';
import { listQuerySchema, SHOW_ALL_LIMIT } from '../resources/listQuery';
import { envelope, idSchema, readEnvelope, json, pascalKind, ref, lowerFirst, responses, withArticle, type ErrorStatus, type Schema } from './schemas';

export type PathMap = Record<string, Record<string, Schema>>;

const param = (name: string, schema: Schema, description?: string, required = false, where = 'query'): Schema => ({
  name,
  in: where,
  ...(required ? { required } : {}),
  ...(description ? { description } : {}),
  schema,
});

const positive: Schema = { type: 'integer', minimum: 1 };

function paramDoc(decl: Declaration, name: string): string | undefined {
  const docs: Record<string, string> = {
    client_id: "The caller's client; another client is refused (403).",
    website_id: decl.scope === 'website' ? 'Website the records belong to.' : 'Ignored: the kind is shared by the client\'s websites.',
    show_all: `Every matching row at once (at most ${SHOW_ALL_LIMIT}) instead of one page.`,
    search: `Case-insensitive text matched anywhere in: ${decl.list?.search.join(', ') || 'no field'}.`,
    filters: 'JSON object of field → value; each is an equality filter, e.g. {"field_name": true}.',
    page: '1-based page number.',
    max_results: 'Page size.',
    sort: `Field to sort by (default ${decl.list?.sort ?? 'created_at'}).`,
    order: 'Sort direction.',
    mode: 'VIEW: the live version; VIEW_TEMP: the pending draft; absent: the working copy (draft when pending, else live).',
    id: 'The record id.',
    [decl.id]: 'The record id (same as id).',
    version: 'The version last read; a stale one is refused (409). May also come in the body or an If-Match header.',
  };
  if (decl.parent && name === decl.parent.field) return `Only the records of this parent (${decl.parent.kind}).`;
  return docs[name];
}

/** A parameter of the kind's `query` list, with its title, default and enumeration. */
function declaredParam(decl: Declaration, name: string): Schema | undefined {
  const q = (decl.query ?? []).find((p) => p.name === name);
  if (!q) return undefined;
  const values = q.enum ?? (q['x-options'] ? optionsEnum(q['x-options']) : undefined);
  const schema: Schema = { type: q.type, ...(q.default !== undefined ? { default: q.default } : {}), ...(values ? { enum: [...values] } : {}) };
  const description = [q.title, q.description].filter(Boolean).join(': ') || undefined;
  return { ...param(q.name, schema, description), ...(q['x-options'] ? { 'x-options': q['x-options'] } : {}) };
}

const declaredFor = (decl: Declaration, slot: string): Schema[] =>
  (decl.query ?? [])
    .filter((q) => (q.endpoints ?? ['list']).includes(slot))
    .map((q) => declaredParam(decl, q.name) as Schema);

const scopeParams = (decl: Declaration): Schema[] => [
  param('client_id', positive, paramDoc(decl, 'client_id')),
  param('website_id', positive, paramDoc(decl, 'website_id'), decl.scope === 'website'),
];

function listParams(decl: Declaration): Schema[] {
  const { properties } = listQuerySchema(decl) as { properties: Record<string, Schema> };
  return Object.entries(properties).map(
    ([name, schema]) => declaredParam(decl, name) ?? param(name, schema, paramDoc(decl, name), name === 'website_id' && decl.scope === 'website'),
  );
}

/** The query parameters of one endpoint; the id goes in the query unless the path carries it. */
function paramsOf(decl: Declaration, e: Endpoint): Schema[] {
  if (e.name === 'list' && !decl.singleton) return listParams(decl);
  const out = scopeParams(decl);
  const named = ['read', 'update', 'delete'].includes(e.name);
  if (named && !e.idInPath && !decl.singleton) out.push(param('id', positive, paramDoc(decl, 'id')), param(decl.id, positive, paramDoc(decl, decl.id)));
  if (decl.singleton && decl.parent && (e.name === 'read' || e.name === 'list')) out.push(param(decl.parent.field, positive, paramDoc(decl, decl.parent.field)));
  if (e.name === 'read' || e.name === 'list') out.push(param('mode', { type: 'string', enum: ['VIEW', 'VIEW_TEMP'] }, paramDoc(decl, 'mode')));
  if (e.name === 'update' || e.name === 'delete') out.push(param('version', positive, paramDoc(decl, 'version')));
  if (e.name === 'create') {
    out.push(
      param('copy_of', positive, 'The record this one is a copy of: whoever wrote its pending change answers for the copy too.'),
      param(
        'copy_children',
        { type: 'string', pattern: '^[a-z0-9-]+(,[a-z0-9-]+)*$' },
        'With copy_of: the kinds below the original (its children, and those of the records it owns) copied with it as pending creations, each with everything below it; meta.copied counts them by kind.',
      ),
    );
  }
  if (e.name === 'delete') out.push(param('If-Match', { type: 'string' }, 'The version, as an alternative to the version parameter.', false, 'header'));
  if (e.idInPath) out.push(param('id', positive, 'The record id.', true, 'path'));
  return [...out, ...declaredFor(decl, e.name)];
}

function operation(decl: Declaration, e: Endpoint): Schema {
  const name = pascalKind(decl.kind);
  const [one, many] = [lowerFirst(decl.label.one), lowerFirst(decl.label.many)];
  const a = withArticle(decl.label.one).replace(/ .*$/s, '').toLowerCase();
  const row = ref('schemas', name);
  const single = decl.singleton
    ? typeof decl.singleton === 'object' && decl.singleton.wrap
      ? { type: 'object', required: [decl.singleton.wrap], properties: { [decl.singleton.wrap]: { type: 'array', maxItems: 1, items: row } } }
      : { oneOf: [row, { type: 'null' }] }
    : row;
  const flatItem = { type: 'object', required: [decl.id], properties: { [decl.id]: idSchema(decl), ...structuredClone(decl.schema.properties) } };
  const withdrawn = { type: 'object', required: [decl.id, 'withdrawn'], properties: { [decl.id]: idSchema(decl), withdrawn: { const: true } } };
  const extra = decl.endpoints.extra?.find((x) => x.name === e.name);
  const shapes: Record<string, [summary: string, response: Schema, body?: Schema]> = {
    list: decl.singleton ? [`Read the ${one}`, envelope(single)] : [`List ${many}`, envelope({ type: 'array', items: row }, true)],
    read: [decl.singleton ? `Read the ${one}` : `Read one ${one}`, decl.singleton ? envelope(single) : readEnvelope(single)],
    flat: [`Every live ${one}, unpaged (for selects)`, envelope({ type: 'array', items: flatItem }, true)],
    create: [`Create ${a} ${one} (a draft pending review)`, envelope(row), ref('schemas', `${name}Record`)],
    update: [`Update ${decl.singleton ? 'the' : a} ${one} (a draft pending review)`, envelope(row), ref('schemas', `${name}Update`)],
    delete: [`Delete ${a} ${one} (pending review; withdraws a pending create)`, envelope({ oneOf: [row, withdrawn] })],
  };
  const where = decl.scope === 'website' ? 'the website' : "the client (shared by its websites)";
  const role = (r: string) => `Needs the ${r} role on the ${decl.area} area${decl.scope === 'website' ? ' of the website' : ''}.`;
  const review = 'It goes live when a checker publishes the pending changes (four eyes: not its own author).';
  const descriptions: Record<string, string> = {
    list: decl.singleton
      ? `The ${one} of ${where}, as its working copy. ${role('viewer')}`
      : `${decl.label.many} of ${where}, one page at a time, newest first unless sort says otherwise; search, filters and the kind's own parameters narrow them. Pending drafts show as the working copy. ${role('viewer')}`,
    read: `One ${one}: the working copy (the draft when one is pending, else the live version) unless mode asks for another. ${role('viewer')}`,
    flat: `Every live ${one} of ${where} at once, for selects and pickers; drafts are left out. ${role('viewer')}`,
    create: `Saves a new ${one} as a draft with one pending change. ${review} ${role('maker')}`,
    update: `Saves the change as a draft with one pending change; send the version last read (a stale one is refused with 409). ${review} ${role('maker')}`,
    delete: `Asks for the ${one} to be deleted (a pending change), or withdraws a create that was never published. ${review} ${role('maker')}`,
  };
  const generic: Schema = { type: 'object', additionalProperties: true };
  const [summary, response, body] = shapes[e.name] ?? [extra?.description ?? `${e.name} (${many})`, envelope(generic), e.method === 'GET' ? undefined : generic];
  const writes = e.method !== 'GET';
  const errors: ErrorStatus[] = writes ? ['400', '401', '403', '404', '409'] : ['400', '401', '403', '404'];
  return {
    operationId: `${name.charAt(0).toLowerCase()}${name.slice(1)}${e.name.charAt(0).toUpperCase()}${e.name.slice(1)}`,
    tags: [decl.kind],
    summary,
    description: [descriptions[e.name] ?? `${extra?.description ?? summary}. ${role(e.method === 'GET' ? 'viewer' : 'maker')}`, decl.description]
      .filter(Boolean)
      .join(' '),
    parameters: paramsOf(decl, e),
    ...(body ? { requestBody: { required: true, content: json(body) } } : {}),
    responses: responses(e.name === 'create' ? '201' : '200', summary, response, errors),
  };
}

/** Every endpoint every declaration names, keyed by path then lower-case method. */
export function resourcePaths(registry: Registry): PathMap {
  const paths: PathMap = {};
  for (const decl of registry.all()) {
    for (const e of Object.values(registry.endpointsOf(decl.kind)) as Endpoint[]) {
      const method = e.method.toLowerCase();
      const item = (paths[e.path] ??= {});
      if (item[method]) throw new Error(`${e.method} ${e.path} is declared twice (${decl.kind}).`);
      item[method] = operation(decl, e);
    }
  }
  return paths;
}

