import type { ErrorObject } from 'ajv';
import formatValidators from 'virtual:format-validators';

type Node = Record<string, unknown>;
type Add = (keyword: string, path: string, schemaPath: string, parent: Node, params: Record<string, unknown>, message: string) => void;

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);
const fits = (v: unknown, type: string): boolean =>
  type === typeOf(v) || (type === 'number' && typeof v === 'number' && Number.isFinite(v));
const esc = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Unicode code points, as ajv counts string length. */
const length = (s: string): number => [...s].length;

function checkString(value: string, s: Node, path: string, at: string, add: Add): void {
  if (typeof s.minLength === 'number' && length(value) < s.minLength)
    add('minLength', path, `${at}/minLength`, s, { limit: s.minLength }, `must NOT have fewer than ${s.minLength} characters`);
  if (typeof s.maxLength === 'number' && length(value) > s.maxLength)
    add('maxLength', path, `${at}/maxLength`, s, { limit: s.maxLength }, `must NOT have more than ${s.maxLength} characters`);
  if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value))
    add('pattern', path, `${at}/pattern`, s, { pattern: s.pattern }, `must match pattern "${s.pattern}"`);
  if (typeof s.format === 'string') {
    // The format's own check, compiled at build time with the server's ajv (no code generated here).
    const check = formatValidators[s.format];
    if (check && !check(value)) add('format', path, `${at}/format`, s, { format: s.format }, `must match format "${s.format}"`);
  }
}

function checkNumber(value: number, s: Node, path: string, at: string, add: Add): void {
  const bound = (kw: string, bad: boolean, cmp: string): void => {
    if (bad) add(kw, path, `${at}/${kw}`, s, { comparison: cmp, limit: s[kw] }, `must be ${cmp} ${String(s[kw])}`);
  };
  if (typeof s.minimum === 'number') bound('minimum', value < s.minimum, '>=');
  if (typeof s.maximum === 'number') bound('maximum', value > s.maximum, '<=');
  if (typeof s.exclusiveMinimum === 'number') bound('exclusiveMinimum', value <= s.exclusiveMinimum, '>');
  if (typeof s.exclusiveMaximum === 'number') bound('exclusiveMaximum', value >= s.exclusiveMaximum, '<');
  if (typeof s.multipleOf === 'number' && Math.abs(value / s.multipleOf - Math.round(value / s.multipleOf)) > 1e-8) {
    add('multipleOf', path, `${at}/multipleOf`, s, { multipleOf: s.multipleOf }, `must be multiple of ${s.multipleOf}`);
  }
}

/**
 * The JSON Schema keywords a declaration or a built form uses, checked in the order and with the
 * error shapes ajv gives (keyword, params, parentSchema), so the same sentences come out.
 */
export function schemaErrors(value: unknown, schema: Node, path = '', at = '#'): ErrorObject[] {
  const out: ErrorObject[] = [];
  const add: Add = (keyword, instancePath, schemaPath, parentSchema, params, message) =>
    void out.push({
      keyword,
      instancePath,
      schemaPath,
      params,
      message,
      parentSchema,
      schema: parentSchema[keyword],
      data: value,
    } as ErrorObject);
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  if (types.length && !types.some((t) => fits(value, t))) {
    add('type', path, `${at}/type`, schema, { type: types.join(',') }, `must be ${types.join(',')}`);
    return out;
  }
  if (schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(value))
    add('const', path, `${at}/const`, schema, { allowedValue: schema.const }, 'must be equal to constant');
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) {
    add('enum', path, `${at}/enum`, schema, { allowedValues: schema.enum }, 'must be equal to one of the allowed values');
  }
  if (typeof value === 'string') checkString(value, schema, path, at, add);
  if (typeof value === 'number') checkNumber(value, schema, path, at, add);
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      add('minItems', path, `${at}/minItems`, schema, { limit: schema.minItems }, `must NOT have fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      add('maxItems', path, `${at}/maxItems`, schema, { limit: schema.maxItems }, `must NOT have more than ${schema.maxItems} items`);
    if (schema.uniqueItems === true) {
      const seen = value.map((v) => JSON.stringify(v));
      const j = seen.findIndex((v, i) => seen.indexOf(v) !== i);
      if (j >= 0)
        add(
          'uniqueItems',
          path,
          `${at}/uniqueItems`,
          schema,
          { i: j, j: seen.indexOf(seen[j] as string) },
          `must NOT have duplicate items (items ## ${seen.indexOf(seen[j] as string)} and ${j} are identical)`,
        );
    }
    if (schema.items && typeof schema.items === 'object')
      value.forEach((v, i) => out.push(...schemaErrors(v, schema.items as Node, `${path}/${i}`, `${at}/items`)));
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Node;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      if (obj[name] === undefined)
        add('required', path, `${at}/required`, schema, { missingProperty: name }, `must have required property '${name}'`);
    }
    const props = (schema.properties ?? {}) as Record<string, Node>;
    for (const [key, v] of Object.entries(obj)) {
      if (props[key]) out.push(...schemaErrors(v, props[key], `${path}/${esc(key)}`, `${at}/properties/${esc(key)}`));
      else if (schema.additionalProperties === false)
        add(
          'additionalProperties',
          path,
          `${at}/additionalProperties`,
          schema,
          { additionalProperty: key },
          'must NOT have additional properties',
        );
    }
  }
  return out;
}
