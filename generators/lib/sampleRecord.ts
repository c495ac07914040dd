/**
 * A valid record built from a kind's JSON schema alone, for the contract suites, the benchmark and
 * anyone checking a new declaration: a kind needs no demo data to be tested. Required fields and
 * the display field get a value; references and reference-data lists are asked of the caller.
 */
import { FORMAT_EXAMPLES } from '../../src/shared/formatExamples';
import { resolveEnums } from '../../src/shared/declarationFields';
import type { Declaration, FieldSchema } from '../../src/shared/registry';

type Doc = Record<string, unknown>;

export interface SampleSource {
  /** The id of a record of the target kind the new record may point at. */
  ref(target: string): number | undefined;
  /** A value of a reference-data list (currencies, offertypes, …). */
  option(source: string): unknown;
  /** Letters and digits that make unique values distinct between calls. */
  variant: string;
}

function text(field: FieldSchema, source: SampleSource, name: string): string {
  const format = field.format as keyof typeof FORMAT_EXAMPLES | undefined;
  const tag = source.variant.replace(/[^A-Za-z0-9]/g, '');
  if (format === 'email' || format === 'workEmail') return `s${tag}@acme-corp.com`.toLowerCase();
  let value = format && FORMAT_EXAMPLES[format] ? FORMAT_EXAMPLES[format].accepted : `Sample ${name.replace(/_/g, ' ')} ${tag}`.trim();
  if (field['x-unique'] && !format) value = `${tag} ${value}`;
  const max = field.maxLength ?? Infinity;
  const min = field.minLength ?? 0;
  if (value.length > max) value = value.slice(0, max).trimEnd();
  while (value.length < min) value += 'x';
  if (!field.pattern) return value;
  // A pattern of the declaration's own: its examples first, then a few common shapes.
  const pattern = new RegExp(field.pattern, 'u');
  const candidates = [
    ...(field.examples ?? []).map(String),
    value,
    `s${tag}`.toLowerCase(),
    `sample_${name}`.toLowerCase(),
    'Sample',
    'ABC123',
    '12345',
  ];
  return candidates.find((c) => pattern.test(c) && c.length <= max && c.length >= min) ?? value;
}

function number(field: FieldSchema, integer: boolean): number {
  let n = field.minimum ?? (field.exclusiveMinimum !== undefined ? field.exclusiveMinimum + 1 : 1);
  if (field.maximum !== undefined && n > field.maximum) n = field.maximum;
  if (field.multipleOf) n = Math.ceil(n / field.multipleOf) * field.multipleOf;
  return integer ? Math.ceil(n) : n;
}

export function sampleValue(field: FieldSchema, source: SampleSource, name: string): unknown {
  if (field.const !== undefined) return field.const;
  if (field.enum?.length) return field.enum[0];
  if (field['x-ref']) return source.ref(field['x-ref']);
  if (field['x-options']) return source.option(field['x-options']);
  const type = Array.isArray(field.type) ? field.type.find((t) => t !== 'null') : field.type;
  switch (type) {
    case 'string':
      return text(field, source, name);
    case 'integer':
    case 'number':
      return number(field, type === 'integer');
    case 'boolean':
      return typeof field.default === 'boolean' ? field.default : true;
    case 'array': {
      const items = field.items ?? {};
      return Array.from({ length: field.minItems ?? 0 }, (_v, i) =>
        sampleValue(items, { ...source, variant: `${source.variant}${i}` }, name),
      );
    }
    case 'object':
      return sampleObject(field.properties ?? {}, field.required ?? [], source);
    default:
      return field.default ?? null;
  }
}

function sampleObject(
  properties: Record<string, FieldSchema>,
  required: readonly string[],
  source: SampleSource,
  also: string[] = [],
): Doc {
  const doc: Doc = {};
  for (const name of new Set([...required, ...also])) {
    const field = properties[name];
    if (!field) continue;
    const value = sampleValue(field, source, name);
    if (value !== undefined) doc[name] = value;
  }
  return doc;
}

/** A record of the kind that its own schema accepts: required fields, plus the display field. */
export function sampleRecord(decl: Declaration, source: SampleSource): Doc {
  const { schema } = resolveEnums(decl);
  const display = decl.display.includes('.') ? [] : [decl.display];
  return sampleObject(schema.properties, schema.required ?? [], source, display);
}
