/**
 * A declaration without what only its own screens read: the form (`uiSchema`), the list's columns,
 * filters and query parameters (`list`, `query`), the prose (`description`s), and every field but
 * those carrying the x- keywords that tie kinds together (x-ref, x-owns, x-derived, x-options…),
 * with only their structure. The console bundles the outline of every kind, enough for the
 * sidebar, routes, endpoints, labels and the relations between kinds, and loads a kind's whole
 * declaration with the first screen that shows it (src/console/engine/lazyRegistry.ts).
 */
const OWN_SCREENS_ONLY = new Set(['uiSchema', 'list', 'query', 'description', '$schema']);
const FIELD_STRUCTURE = new Set(['type', 'properties', 'items', 'readOnly']);
/** Migrations (docs/declarations.md, Changing a declaration) matter to the server and CI, never to a screen. */
const MIGRATIONS = new Set(['dropped', 'x-renamedFrom', 'x-convert']);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field's relational keywords and the fields under it that have some; undefined when none. */
function fieldOutline(field: Json): Json | undefined {
  const out: Json = {};
  let ties = false;
  for (const [key, value] of Object.entries(field)) {
    if (key === 'properties' && isObject(value)) {
      const kept = Object.entries(value).flatMap(([name, child]) => {
        const outline = isObject(child) ? fieldOutline(child) : undefined;
        return outline ? [[name, outline] as const] : [];
      });
      out.properties = Object.fromEntries(kept);
      ties ||= kept.length > 0;
    } else if (key === 'items' && isObject(value)) {
      const items = fieldOutline(value);
      if (items) out.items = items;
      ties ||= items !== undefined;
    } else if (key.startsWith('x-') && !MIGRATIONS.has(key)) {
      out[key] = value;
      ties = true;
    } else if (FIELD_STRUCTURE.has(key)) out[key] = value;
  }
  return ties ? out : undefined;
}

export function declarationOutline(declaration: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(declaration)) {
    if (OWN_SCREENS_ONLY.has(key) || MIGRATIONS.has(key)) continue;
    if (key === 'schema' && isObject(value)) {
      const schema = fieldOutline(value) ?? {};
      out.schema = { ...schema, type: 'object', properties: schema.properties ?? {} };
    } else if (key === 'endpoints' && isObject(value) && Array.isArray(value.extra)) {
      out.endpoints = { ...value, extra: value.extra.map((e: Json) => ({ name: e.name, call: e.call })) };
    } else out[key] = value;
  }
  // The Registry reads these as present: an outline keeps their shape, empty.
  out.uiSchema = {};
  return out;
}
