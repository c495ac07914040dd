/**
 * Everything that can be wrong with the declarations of schemas/: first the meta-schema, then
 * the cross checks JSON Schema cannot express. Pure functions returning problems, so the CLI,
 * the registry and the tests share them. Cross checks only see meta-valid declarations.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import metaSchema from '../../schemas/entity.schema.json';
import { ENUMERATIONS, REFERENCE_DATA, USE_CASES, isReferenceData, optionsEnum } from './enums';
import { choicesHint } from './didYouMean';
import { FIELD_INPUT_TYPES, customFormats } from './formats';
import {
  consolePath,
  eachField,
  escapePointer as esc,
  fieldAt,
  isObject,
  resolveEnums,
  type DeclarationFile,
  type Problem,
} from './declarationFields';
import type { Declaration, FieldSchema, RecordSchema } from './declaration';
import { createAjv } from './validator';
import { checkOwnership } from './ownershipChecks';
import { checkMigrations } from './migrationChecks';

/** ajv-formats' names a declaration may use beside the product's input types (docs/product.md §3). */
const STANDARD_FORMATS = ['date', 'date-time', 'time', 'uri'];
export const KNOWN_FORMATS: ReadonlySet<string> = new Set([...FIELD_INPUT_TYPES, ...Object.keys(customFormats), ...STANDARD_FORMATS]);
/** Server-kept columns every record has without declaring them. */
export const RECORD_COLUMNS = ['created_at', 'updated_at'];

export type { DeclarationFile, Problem };

let metaValidator: ValidateFunction | undefined;

function metaReason(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'additionalProperties') {
    // The meta-schema's own list of what may stand there: properties, and the x- keywords of a field.
    const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {}).filter((k) => k !== '$schema');
    const name = String(p.additionalProperty);
    return `unknown property "${name}"${known.length ? choicesHint(name, known) : ''}`;
  }
  if (e.keyword === 'required') return `missing required property "${String(p.missingProperty)}"`;
  if (e.keyword === 'enum') {
    const allowed = (p.allowedValues as unknown[]).map(String);
    return `${JSON.stringify(e.data)} is not allowed${choicesHint(String(e.data), allowed)}`;
  }
  if (e.keyword === 'pattern') return `"${String(e.data)}" must match ${String(p.pattern)}`;
  return e.message ?? 'is not valid';
}

export function checkMeta({ file, json }: DeclarationFile): Problem[] {
  metaValidator ??= createAjv().compile(metaSchema);
  if (metaValidator(json)) return [];
  return (metaValidator.errors ?? [])
    .filter((e) => e.keyword !== 'if')
    .map((e) => ({ file, pointer: `#${e.instancePath}`, reason: metaReason(e) }));
}

/** Checks of one declaration that need the set of all kinds but no other declaration. */
function checkOne(file: string, d: Declaration, kinds: ReadonlySet<string>): Problem[] {
  const out: Problem[] = [];
  const add = (pointer: string, reason: string): void => void out.push({ file, pointer, reason });
  const base = file.split(/[\\/]/).pop() ?? file;
  if (base !== `${d.kind}.json`) add('#/kind', `file name must be ${d.kind}.json, is ${base}`);
  const hasField = (path: string): boolean => RECORD_COLUMNS.includes(path) || path === d.id || !!fieldAt(d.schema, path);
  const checkOptions = (pointer: string, name: string, values?: unknown[]): void => {
    const named = optionsEnum(name);
    if (name.startsWith('enum:') && !named)
      add(pointer, `unknown enumeration "${name.slice(5)}"${choicesHint(name.slice(5), Object.keys(ENUMERATIONS))}`);
    else if (!name.startsWith('enum:') && !isReferenceData(name)) {
      add(
        pointer,
        `unknown reference data "${name}"${choicesHint(name, [...REFERENCE_DATA, ...Object.keys(ENUMERATIONS).map((e) => `enum:${e}`)])}`,
      );
    } else if (named && values && JSON.stringify(values) !== JSON.stringify(named)) add(pointer, `enum differs from ${name}`);
  };
  const checkRequired = (node: RecordSchema | FieldSchema, pointer: string): void =>
    (node.required ?? []).forEach((name, i) => {
      if (!node.properties?.[name]) add(`${pointer}/required/${i}`, `required "${name}" is not a property`);
    });
  checkRequired(d.schema, '#/schema');
  eachField(d.schema, (_path, field, pointer) => {
    checkRequired(field, pointer);
    for (const [f, at] of [
      [field, pointer],
      [field.items, `${pointer}/items`],
    ] as const) {
      if (!f) continue;
      if (f.format && !KNOWN_FORMATS.has(f.format))
        add(`${at}/format`, `unknown format "${f.format}"${choicesHint(f.format, [...KNOWN_FORMATS])}`);
      if (f['x-ref'] && !kinds.has(f['x-ref']))
        add(`${at}/x-ref`, `x-ref targets unknown kind "${f['x-ref']}"${choicesHint(f['x-ref'], [...kinds].sort())}`);
      if (f['x-options']) checkOptions(`${at}/x-options`, f['x-options'], f.enum);
    }
  });
  if (!hasField(d.display)) add('#/display', `display field "${d.display}" is not in the schema`);
  if (d.parent) {
    if (!kinds.has(d.parent.kind) || d.parent.kind === d.kind)
      add('#/parent/kind', `parent kind "${d.parent.kind}" is not another declared kind`);
    const field = d.schema.properties[d.parent.field];
    if (!field) add('#/parent/field', `parent field "${d.parent.field}" is not a property`);
    else if (field['x-ref'] && field['x-ref'] !== d.parent.kind)
      add('#/parent/field', `parent field refers to "${field['x-ref']}", not "${d.parent.kind}"`);
  }
  if (d.list) {
    const lists = [
      ['columns', d.list.columns],
      ['search', d.list.search],
    ] as const;
    for (const [key, fields] of lists)
      fields.forEach((f, i) => hasField(f) || add(`#/list/${key}/${i}`, `${key} field "${f}" is not in the schema`));
    if (!hasField(d.list.sort)) add('#/list/sort', `sort field "${d.list.sort}" is not in the schema`);
    (d.list.filters ?? []).forEach((f, i) => {
      if (!hasField(f.field)) add(`#/list/filters/${i}/field`, `filter field "${f.field}" is not in the schema`);
      if (f['x-options']) checkOptions(`#/list/filters/${i}/x-options`, f['x-options']);
      if (f.param && !d.query?.some((q) => q.name === f.param))
        add(`#/list/filters/${i}/param`, `filter param "${f.param}" is not a declared query parameter`);
    });
  }
  const slots = Object.keys(d.endpoints).filter((k) => k !== 'extra');
  const names = [...slots];
  (d.endpoints.extra ?? []).forEach((e, i) => {
    if (names.includes(e.name) || ['list', 'read', 'flat', 'create', 'update', 'delete'].includes(e.name))
      add(`#/endpoints/extra/${i}/name`, `endpoint name "${e.name}" is already used`);
    names.push(e.name);
  });
  const params = new Map((d.query ?? []).map((q) => [q.name, q]));
  (d.query ?? []).forEach((q, i) => {
    if (q['x-options']) checkOptions(`#/query/${i}/x-options`, q['x-options']);
    if (q.field && !hasField(q.field)) add(`#/query/${i}/field`, `query field "${q.field}" is not in the schema`);
    if (q.op === 'true' && q.type !== 'boolean') add(`#/query/${i}/op`, 'op "true" needs a boolean parameter');
    if (q.unless && params.get(q.unless)?.type !== 'boolean')
      add(`#/query/${i}/unless`, `unless names no boolean query parameter "${q.unless}"`);
    (q.endpoints ?? ['list']).forEach((n, j) => {
      if (!names.includes(n))
        add(q.endpoints ? `#/query/${i}/endpoints/${j}` : `#/query/${i}`, `query parameter names unknown endpoint "${n}"`);
    });
  });
  const own: readonly string[] = d.useCases === 'ALL' ? USE_CASES : d.useCases;
  (d.sidebar?.useCases ?? []).forEach(
    (uc, i) => own.includes(uc) || add(`#/sidebar/useCases/${i}`, `${uc} is not one of the kind's useCases`),
  );
  if (d.upsert && !d.endpoints.update) add('#/upsert', 'upsert needs an update endpoint');
  if (d.localised && (!d.singleton || d.parent)) add('#/localised', 'only a singleton without a parent may be localised');
  checkUi(d.uiSchema, d.schema, '#/uiSchema', add);
  return out;
}

const MARKDOWN_OPTIONS = ['ui:enableMarkdownInDescription', 'ui:enableMarkdownInHelp'];

function checkUi(
  ui: Record<string, unknown>,
  node: FieldSchema | RecordSchema,
  pointer: string,
  add: (p: string, r: string) => void,
): void {
  for (const [key, value] of Object.entries(ui)) {
    const at = `${pointer}/${esc(key)}`;
    if (key === 'ui:order' && Array.isArray(value)) {
      value.forEach(
        (name, i) =>
          name === '*' || node.properties?.[String(name)] || add(`${at}/${i}`, `ui:order names unknown property "${String(name)}"`),
      );
    } else if (
      MARKDOWN_OPTIONS.includes(key) ||
      (key === 'ui:options' && isObject(value) && MARKDOWN_OPTIONS.some((o) => o.slice(3) in value))
    ) {
      add(at, 'markdown descriptions and help are not rendered: the console leaves the markdown parser out (vite.config.ts)');
    } else if (key.startsWith('ui:')) continue;
    else if (key === 'items' && 'items' in node && node.items) {
      if (isObject(value)) checkUi(value, node.items, at, add);
    } else if (node.properties?.[key]) {
      if (isObject(value)) checkUi(value, node.properties[key], at, add);
    } else add(at, `ui key "${key}" names no property of the schema`);
  }
}

let recordAjv: ReturnType<typeof createAjv> | undefined;

/** The record schema compiles (demo records are checked apart: src/server/seed/seedChecks.ts). */
function checkRecordSchema(file: string, d: Declaration): Problem[] {
  try {
    // Unknown formats are reported as problems above; ajv's own console warning would only repeat them.
    recordAjv ??= createAjv({ logger: false });
    recordAjv.compile(resolveEnums(d).schema);
    return [];
  } catch (error) {
    return [{ file, pointer: '#/schema', reason: `does not compile: ${(error as Error).message}` }];
  }
}

export interface CheckOptions {
  /**
   * Also compile every record schema. Costs about 20 ms a kind,
   * so the CLI and tests do it and a Registry (built at every server and console start) does not.
   */
  records?: boolean;
}

/** Checks across declarations: unique kinds, routes, calls and landing entries; plus checkOne for each. */
export function crossCheck(decls: { file: string; decl: Declaration }[], { records = true }: CheckOptions = {}): Problem[] {
  const out: Problem[] = [];
  const kinds = new Set(decls.map((d) => d.decl.kind));
  const byKind = new Map(decls.map((d) => [d.decl.kind, d.decl]));
  const seen = new Map<string, string>();
  const unique = (key: string, file: string, pointer: string, reason: (other: string) => string): void => {
    const other = seen.get(key);
    if (other !== undefined) out.push({ file, pointer, reason: reason(other) });
    else seen.set(key, file);
  };
  for (const { file, decl: d } of decls) {
    unique(`kind ${d.kind}`, file, '#/kind', (o) => `kind "${d.kind}" is also declared in ${o}`);
    unique(`route ${consolePath(d)}`, file, '#/route', (o) => `route ${consolePath(d)} is also used by ${o}`);
    const calls = Object.entries(d.endpoints).flatMap<[string, string]>(([slot, v]) =>
      typeof v === 'string'
        ? [[`#/endpoints/${slot}`, v]]
        : (v ?? []).map((e, i): [string, string] => [`#/endpoints/extra/${i}/call`, e.call]),
    );
    for (const [pointer, call] of calls) unique(`call ${call}`, file, pointer, (o) => `endpoint "${call}" is also declared in ${o}`);
    // Two entries may share a sidebar order (a kind dropped in must never break a build): ties
    // are broken by name, then kind (compareSidebarPlaces). Only the landing entry is unique.
    if (d.sidebar) {
      const own = d.useCases === 'ALL' ? USE_CASES : d.useCases;
      for (const uc of d.sidebar.useCases ?? own) {
        if (d.sidebar.landing)
          unique(
            `landing ${d.area} ${uc}`,
            file,
            '#/sidebar/landing',
            (o) => `${uc} already lands on ${o}; one landing entry per use case`,
          );
      }
    }
    out.push(...checkOne(file, d, kinds), ...checkOwnership(file, d, byKind), ...checkMigrations(file, d));
    if (records) out.push(...checkRecordSchema(file, d));
  }
  return out;
}

export function checkDeclarations(entries: DeclarationFile[], options: CheckOptions = {}): Problem[] {
  const problems = entries.flatMap(checkMeta);
  const invalid = new Set(problems.map((p) => p.file));
  const valid = entries.filter((e) => !invalid.has(e.file)).map(({ file, json }) => ({ file, decl: json as Declaration }));
  return [...problems, ...crossCheck(valid, options)];
}
