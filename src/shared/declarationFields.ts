/**
 * Reading declarations without checking them: the file shape, field look-ups by dotted path and
 * the enum:<name> expansion. Kept apart from declarationChecks.ts, which brings ajv and the
 * meta-schema, so the console can index the declarations CI has already checked without them.
 */
import { ENTITY_KIND_TABS, optionsEnum } from './enums';
import type { Declaration, FieldSchema, RecordSchema } from './declaration';

export interface DeclarationFile {
  file: string;
  json: unknown;
}

export interface Problem {
  file: string;
  /** JSON pointer into the declaration file, e.g. `#/schema/properties/zone_name/format`. */
  pointer: string;
  reason: string;
}

/** A property name as a JSON pointer segment (RFC 6901). */
export const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A route segment lives under its area's tab; a full path is taken as written. */
export function consolePath(decl: Pick<Declaration, 'route' | 'area'>): string {
  return decl.route.startsWith('/') ? decl.route : `/make/${ENTITY_KIND_TABS[decl.area]}/${decl.route}`;
}

/** Visits every field (nested objects and array items too) with its dotted path and JSON pointer. */
export function eachField(
  node: RecordSchema | FieldSchema,
  visit: (path: string, field: FieldSchema, pointer: string) => void,
  prefix = '',
  pointer = '#/schema',
): void {
  for (const [name, field] of Object.entries(node.properties ?? {})) {
    const [path, at] = [prefix + name, `${pointer}/properties/${escapePointer(name)}`];
    visit(path, field, at);
    eachField(field, visit, `${path}.`, at);
    if (field.items) eachField(field.items, visit, `${path}.`, `${at}/items`);
  }
}

/** `product_service.prodserv_name` → that nested field; array items are stepped through. */
export function fieldAt(schema: RecordSchema | FieldSchema, path: string): FieldSchema | undefined {
  let node: FieldSchema | undefined = schema;
  for (const name of path.split('.')) {
    node = node?.properties?.[name] ?? node?.items?.properties?.[name];
  }
  return node === schema ? undefined : node;
}

/** `"x-options": "enum:<name>"` becomes a real `enum`, so validators need no registry. */
export function resolveEnums<T extends Declaration>(decl: T): T {
  const copy = structuredClone(decl);
  const fill = (field: FieldSchema): void => {
    const values = field['x-options'] ? optionsEnum(field['x-options']) : undefined;
    if (values && !field.enum) field.enum = [...values];
  };
  eachField(copy.schema, (_path, field) => [field, field.items].forEach((f) => f && fill(f)));
  return copy;
}

/**
 * The object field of a kind that also takes properties it does not declare (a page's content:
 * headline, sections, texts and images), which the Edit Website screen edits and page_utils merges.
 */
export function freeFormField(decl: Pick<Declaration, 'schema'>): string | undefined {
  return Object.entries(decl.schema.properties).find(([, node]) => node.type === 'object' && node.additionalProperties === true)?.[0];
}
