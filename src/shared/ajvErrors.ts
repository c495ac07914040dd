/**
 * ajv's errors (or any validator's errors in ajv's shape) as sentences a person can act on, each
 * naming its field by title. Pure TS with no ajv at run time: the console bundles it.
 */
import type { ErrorObject } from 'ajv';
import { formatMessages } from './formats';

export interface FieldError {
  field: string;
  message: string;
}

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

const decodePointerSegment = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** `/prices/0/amount` → `prices/0/amount`; a missing property is appended as one more segment. */
export function formatFieldPath(instancePath: string, missingProperty?: string): string {
  const segments = instancePath
    .split('/')
    .filter((s) => s !== '')
    .map(decodePointerSegment);
  if (missingProperty !== undefined) segments.push(missingProperty);
  return segments.join('/');
}

/** Follows an instance path through properties/items, resolving local `#/` refs on the way. */
function schemaAt(root: unknown, path: string): SchemaNode | undefined {
  const resolve = (node: unknown): unknown => {
    for (let hops = 0; isNode(node) && typeof node.$ref === 'string' && hops < 10; hops++) {
      if (!node.$ref.startsWith('#/')) return node;
      let target: unknown = root;
      for (const seg of node.$ref.slice(2).split('/').map(decodePointerSegment)) {
        target = isNode(target) ? target[seg] : undefined;
      }
      node = target;
    }
    return node;
  };
  let node = resolve(root);
  for (const seg of path === '' ? [] : path.split('/')) {
    if (!isNode(node)) return undefined;
    const { properties, items, additionalProperties } = node;
    if (isNode(properties) && seg in properties) node = properties[seg];
    else if (Array.isArray(items)) node = items[Number(seg)];
    else if (isNode(items)) node = items;
    else if (isNode(additionalProperties)) node = additionalProperties;
    else return undefined;
    node = resolve(node);
  }
  return isNode(node) ? node : undefined;
}

function titleOf(node: unknown): string | undefined {
  return isNode(node) && typeof node.title === 'string' && node.title.trim() !== '' ? node.title : undefined;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

const quote = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

/** ajv-formats' names; our own come from formatMessages. */
const STANDARD_FORMAT_MESSAGES: Record<string, string> = {
  date: 'must be a date such as 2025-01-31',
  'date-time': 'must be a date and time such as 2025-01-31T09:30:00Z',
  time: 'must be a time such as 09:30:00Z',
  uri: 'must be a full address such as https://example.com/page',
  uuid: 'must be a UUID',
  hostname: 'must be a host name such as example.com',
  ipv4: 'must be an IPv4 address',
  ipv6: 'must be an IPv6 address',
};

function describeFormat(format: string): string {
  return formatMessages[format] ?? STANDARD_FORMAT_MESSAGES[format] ?? `must be a valid ${format}`;
}

/** What follows the field's name; required and additionalProperties are worded whole elsewhere. */
function predicate(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `must be ${String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' or ')}`;
    case 'format':
      return describeFormat(String(p.format));
    case 'minLength':
      return Number(p.limit) === 1 ? 'must not be empty' : `must be at least ${plural(Number(p.limit), 'character')} long`;
    case 'maxLength':
      return `must be at most ${plural(Number(p.limit), 'character')} long`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `must be ${p.comparison === '>' ? 'greater than' : 'at least'} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `must be ${p.comparison === '<' ? 'less than' : 'at most'} ${String(p.limit)}`;
    case 'pattern':
      return 'is not in the expected format';
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map(quote).join(', ')}`;
    case 'const':
      return `must be ${quote(p.allowedValue)}`;
    case 'minItems':
      return `must have at least ${plural(Number(p.limit), 'item')}`;
    case 'maxItems':
      return `must have at most ${plural(Number(p.limit), 'item')}`;
    case 'uniqueItems':
      return `must not list the same item twice (items ${Number(p.j) + 1} and ${Number(p.i) + 1} are equal)`;
    default:
      return error.message ?? 'is not valid';
  }
}

// No capitalising: a label may be a field path such as zone_name, which must stay as written.
const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * One readable sentence per ajv error, naming the field by its title when the schema gives one
 * and by its path otherwise. `schema` is the root schema that was validated; without it the
 * titles come from `parentSchema`, which ajv sets when created with `verbose` (createAjv does).
 */
export function describeAjvErrors(errors: readonly ErrorObject[] | null | undefined, schema?: unknown): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors ?? []) {
    const p = error.params as Record<string, unknown>;
    if (error.keyword === 'additionalProperties') {
      const field = formatFieldPath(error.instancePath, String(p.additionalProperty));
      out.push({ field, message: `Unknown field ${field}.` });
      continue;
    }
    if (error.keyword === 'required') {
      const missing = String(p.missingProperty);
      const field = formatFieldPath(error.instancePath, missing);
      const parent: unknown = schemaAt(schema, formatFieldPath(error.instancePath)) ?? error.parentSchema;
      const properties = isNode(parent) ? parent.properties : undefined;
      const label = titleOf(isNode(properties) ? properties[missing] : undefined) ?? field;
      out.push({ field, message: `${label} is required.` });
      continue;
    }
    const field = formatFieldPath(error.instancePath);
    const label = titleOf(schemaAt(schema, field)) ?? titleOf(error.parentSchema) ?? (field || 'The value');
    out.push({ field, message: sentence(`${label} ${predicate(error)}`) });
  }
  return out;
}
