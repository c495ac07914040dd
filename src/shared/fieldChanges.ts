/**
 * How the fields of one kind changed between two declarations, nested objects and array items
 * included (dotted paths, as `display` and `dropped` name them). A change is breaking when a
 * stored record may no longer fit; each says which migration keyword carries records across.
 */
import type { ConvertSpec, FieldSchema, RecordSchema } from './declaration';
import { declarationChange, type ChangeFacts, type DeclarationChange } from './declarationChange';

type Node = RecordSchema | FieldSchema;
type Emit = (facts: Omit<ChangeFacts, 'kind'>) => void;

const typesOf = (f: FieldSchema): string[] => (Array.isArray(f.type) ? f.type : f.type ? [f.type] : []);
const show = (v: unknown): string => JSON.stringify(v);
const isMap = (c: ConvertSpec | undefined): c is Extract<ConvertSpec, object> => typeof c === 'object';
const CONVERT_MAP = 'declare "x-convert": {"map": {<stored value>: <allowed value>}} on the field to convert stored values';

/** Upper bounds narrow when they fall, lower bounds when they rise; absent means unbounded. */
const LIMITS: [keyword: keyof FieldSchema, narrower: (was: number, now: number) => boolean, unbounded: number][] = [
  ['maxLength', (was, now) => now < was, Infinity],
  ['maximum', (was, now) => now < was, Infinity],
  ['exclusiveMaximum', (was, now) => now < was, Infinity],
  ['maxItems', (was, now) => now < was, Infinity],
  ['minLength', (was, now) => now > was, 0],
  ['minimum', (was, now) => now > was, -Infinity],
  ['exclusiveMinimum', (was, now) => now > was, -Infinity],
  ['minItems', (was, now) => now > was, 0],
];

/** Type, enumeration, format and limits of one value (a field, or its items with `of` = "items' "). */
function valueChanges(b: FieldSchema, c: FieldSchema, convert: ConvertSpec | undefined, of: string, emit: Emit): void {
  const [bt, ct] = [typesOf(b), typesOf(c)];
  const lost = bt.filter((t) => !ct.includes(t) && !(t === 'integer' && ct.includes('number')));
  if (ct.length > 0 && lost.length > 0)
    emit({
      change: 'type-changed',
      what: `${of}type changed from ${bt.join(' or ')} to ${ct.join(' or ')}`,
      breaking: true,
      carriedBy: 'x-convert',
      migrated: convert !== undefined,
      howTo: 'declare "x-convert" (toString, toNumber, toList or a map) on the field to convert stored values',
    });
  else if (ct.some((t) => !bt.includes(t)) && bt.length > 0)
    emit({ change: 'type-widened', what: `${of}type widened to ${ct.join(' or ')}` });

  if (c.enum) {
    const removed = b.enum ? b.enum.filter((v) => !c.enum?.includes(v)) : undefined;
    const mapped = (v: unknown): boolean => isMap(convert) && String(v) in convert.map;
    if (!removed || removed.length > 0)
      emit({
        change: 'enum-narrowed',
        what: removed ? `${of}enum no longer allows ${removed.map(show).join(', ')}` : `${of}enum added: ${c.enum.map(show).join(', ')}`,
        breaking: true,
        carriedBy: 'x-convert',
        migrated: removed ? removed.every(mapped) : isMap(convert),
        howTo: removed
          ? `declare "x-convert": {"map": {…}} on the field mapping ${removed
              .filter((v) => !mapped(v))
              .map(show)
              .join(', ')} to allowed values`
          : CONVERT_MAP,
      });
    const added = b.enum ? c.enum.filter((v) => !b.enum?.includes(v)) : [];
    if (added.length > 0) emit({ change: 'enum-widened', what: `${of}enum also allows ${added.map(show).join(', ')}` });
  } else if (b.enum) emit({ change: 'enum-widened', what: `${of}enum removed: any value of its type is allowed` });

  const narrowed = (keyword: string, was: unknown, now: unknown): void =>
    emit({
      change: keyword === 'format' ? 'format-narrowed' : 'limit-narrowed',
      what: was === undefined ? `${of}${keyword} ${show(now)} added` : `${of}${keyword} changed from ${show(was)} to ${show(now)}`,
      breaking: true,
      carriedBy: 'x-convert',
      migrated: isMap(convert),
      howTo: CONVERT_MAP,
    });
  const widened = (keyword: string, was: unknown, now: unknown): void =>
    emit({
      change: keyword === 'format' ? 'format-widened' : 'limit-widened',
      what: now === undefined ? `${of}${keyword} ${show(was)} removed` : `${of}${keyword} widened from ${show(was)} to ${show(now)}`,
    });
  for (const keyword of ['format', 'pattern', 'multipleOf'] as const) {
    const [was, now] = [b[keyword], c[keyword]];
    if (now !== undefined && now !== was) narrowed(keyword, was, now);
    else if (was !== undefined && now === undefined) widened(keyword, was, now);
  }
  for (const [keyword, narrower, unbounded] of LIMITS) {
    const [was, now] = [b[keyword] as number | undefined, c[keyword] as number | undefined];
    if (narrower(was ?? unbounded, now ?? unbounded)) narrowed(keyword, was, now);
    else if (narrower(now ?? unbounded, was ?? unbounded)) widened(keyword, was, now);
  }
}

/** One field present on both sides (under the same name or renamed). */
function fieldChange(
  path: string,
  b: FieldSchema,
  c: FieldSchema,
  req: [boolean, boolean],
  dropped: ReadonlySet<string>,
  emit: Emit,
): void {
  const field = (facts: Omit<ChangeFacts, 'kind' | 'field'>): void => emit({ field: path, ...facts });
  if (!req[0] && req[1])
    field({
      change: 'field-required',
      what: 'became required',
      breaking: true,
      carriedBy: 'default',
      migrated: c.default !== undefined,
      howTo: 'declare a "default" on the field to fill records that have no value',
    });
  else if (req[0] && !req[1]) field({ change: 'field-optional', what: 'is no longer required' });
  valueChanges(b, c, c['x-convert'], '', field);
  if (b.items && c.items) valueChanges(b.items, c.items, c.items['x-convert'] ?? c['x-convert'], "items' ", field);
  objectChanges(b, c, `${path}.`, dropped, emit);
  if (b.items && c.items) objectChanges(b.items, c.items, `${path}.`, dropped, emit);
}

/** The properties of one object (the record, a nested object, array items). */
function objectChanges(b: Node, c: Node, prefix: string, dropped: ReadonlySet<string>, emit: Emit): void {
  const [was, now] = [b.properties ?? {}, c.properties ?? {}];
  const required = (node: Node, name: string): boolean => node.required?.includes(name) ?? false;
  const renamedTo = new Map<string, string>();
  for (const [name, f] of Object.entries(now)) {
    const from = f['x-renamedFrom'];
    if (from !== undefined && was[from] && !now[from]) renamedTo.set(from, name);
  }
  const added = Object.keys(now).filter((n) => !was[n] && !now[n]?.['x-renamedFrom']);
  // A renamed field usually keeps its type: those are the likelier replacements to name.
  const alike = (f: FieldSchema): string[] => added.filter((n) => typesOf(now[n] as FieldSchema).join() === typesOf(f).join());
  for (const [name, field] of Object.entries(was)) {
    const to = now[name] ? name : renamedTo.get(name);
    if (to !== undefined) {
      if (to !== name)
        emit({
          field: prefix + to,
          change: 'field-renamed',
          what: `renamed from "${name}"`,
          breaking: true,
          carriedBy: 'x-renamedFrom',
          migrated: true,
        });
      fieldChange(prefix + to, field, now[to] as FieldSchema, [required(b, name), required(c, to)], dropped, emit);
      continue;
    }
    const candidates = alike(field).length > 0 ? alike(field) : added;
    const rename =
      candidates[0] === undefined
        ? ''
        : `declare "x-renamedFrom": "${name}" on the field that replaces it (${candidates.map((n) => `"${n}"`).join(', ')}?), or `;
    const isDropped = dropped.has(prefix + name);
    emit({
      field: prefix + name,
      change: 'field-removed',
      what: 'was removed',
      breaking: true,
      carriedBy: rename && !isDropped ? 'x-renamedFrom' : 'dropped',
      migrated: isDropped,
      howTo: `${rename}list "${prefix + name}" in "dropped" to drop its stored data`,
    });
  }
  for (const [name, field] of Object.entries(now)) {
    if (was[name] || (field['x-renamedFrom'] !== undefined && renamedTo.get(field['x-renamedFrom']) === name)) continue;
    if (!required(c, name)) emit({ field: prefix + name, change: 'field-added', what: 'added, optional' });
    else
      emit({
        field: prefix + name,
        change: 'required-field-added',
        what: 'added, required',
        breaking: true,
        carriedBy: 'default',
        migrated: field.default !== undefined,
        howTo: 'declare a "default" on the field to fill existing records',
      });
  }
}

/** Every change of one kind's fields, base → current. */
export function fieldChanges(
  kind: string,
  base: RecordSchema,
  current: RecordSchema,
  dropped: readonly string[] = [],
): DeclarationChange[] {
  const out: DeclarationChange[] = [];
  objectChanges(base, current, '', new Set(dropped), (facts) => out.push(declarationChange({ kind, ...facts })));
  return out;
}
