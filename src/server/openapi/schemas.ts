/**
 * Building blocks of the OpenAPI document: the shared components (Error, ListMeta, error
 * responses, security) and the per-kind schemas derived from a declaration. The record's meta
 * fields are described here once; generators/lib/generate.ts turns the same description into TS.
 */
import type { Declaration, FieldSchema } from '../../shared/registry';
import { CHANGE_ACTIONS } from '../../shared/enums';
import { ERROR_CATEGORIES, errorCatalogue } from '../../shared/errors';

export type Schema = Record<string, unknown>;

export const ref = (section: 'schemas' | 'responses', name: string): Schema => ({ $ref: `#/components/${section}/${name}` });

/** event-zones → EventZones: component and TS type names. */
export function pascalKind(kind: string): string {
  return kind
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** What toApi (src/server/resources/recordShape.ts) adds around every record, besides its id field. */
export const RECORD_META: { properties: Record<string, Schema>; required: string[] } = {
  properties: {
    client_id: { type: 'integer', minimum: 1, description: 'Client the record belongs to.' },
    website_id: { type: ['integer', 'null'], minimum: 1, description: 'Website the record belongs to; null for client-wide kinds.' },
    version: { type: 'integer', minimum: 1, description: 'Send it back on update and delete; a stale version is refused (409).' },
    status: { type: 'string', enum: ['pendingreview', 'live'], description: 'pendingreview while a change waits for a checker.' },
    pending_action: { type: ['string', 'null'], enum: [...CHANGE_ACTIONS, null], description: 'The change waiting for review, if any.' },
    is_live: { type: 'boolean', description: 'A published version exists.' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
  required: ['client_id', 'website_id', 'version', 'status', 'pending_action', 'is_live', 'created_at', 'updated_at'],
};

/** "Course SEO" → "course SEO": lower-cases a leading capitalised word only, so acronyms survive. */
export const lowerFirst = (label: string): string => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** "Agenda item" → "An agenda item", for summaries that read as sentences. */
export const withArticle = (label: string): string => `${/^[aeiou]/i.test(label) ? 'An' : 'A'} ${lowerFirst(label)}`;

export const idSchema = (decl: Declaration): Schema => ({
  type: 'integer',
  minimum: 1,
  description: `Id of the ${lowerFirst(decl.label.one)}, assigned by the server.`,
});

/** The declaration's fields as JSON Schema (enums already resolved by the registry). */
const fields = (decl: Declaration): Record<string, FieldSchema> => structuredClone(decl.schema.properties);
const strict = (decl: Declaration): boolean => decl.schema.additionalProperties ?? false;

/** Per kind: <P>Record (what a create sends), <P> (a record as answered), <P>Update (an update body). */
export function kindSchemas(decl: Declaration, update?: { method: string; idInPath: boolean }): Record<string, Schema> {
  const name = pascalKind(decl.kind);
  const required = decl.schema.required ?? [];
  const out: Record<string, Schema> = {
    [`${name}Record`]: {
      type: 'object',
      title: decl.label.one,
      ...(decl.description ? { description: decl.description } : {}),
      required,
      properties: fields(decl),
      // The server refuses unknown fields unless the declaration allows them (validateBody.ts).
      additionalProperties: strict(decl),
    },
    [name]: {
      type: 'object',
      title: decl.label.one,
      description: `${withArticle(decl.label.one)} as the API answers it: its fields, its id and the review meta fields.`,
      required: [decl.id, ...required, ...RECORD_META.required],
      properties: { [decl.id]: idSchema(decl), ...fields(decl), ...structuredClone(RECORD_META.properties) },
    },
  };
  if (update) {
    // Without {id} in the path the id travels in the body; a singleton or an upsert needs none.
    const bodyId = !update.idInPath && !decl.singleton;
    const idRequired = bodyId && !decl.upsert;
    out[`${name}Update`] = {
      type: 'object',
      title: `${decl.label.one} update`,
      description: update.method === 'PATCH' ? 'PATCH merges: only the fields sent change.' : 'The whole record replaces the working copy.',
      required: [...(idRequired ? [decl.id] : []), ...(update.method === 'PATCH' ? [] : required)],
      properties: {
        ...(bodyId ? { [decl.id]: idSchema(decl) } : {}),
        ...fields(decl),
        version: RECORD_META.properties.version,
      },
      additionalProperties: strict(decl),
    };
  }
  return out;
}

export const json = (schema: Schema): Schema => ({ 'application/json': { schema } });

/** The success envelope of docs/architecture.md §7: { data } and, for lists, { meta }. */
export function envelope(data: Schema, withMeta = false): Schema {
  return {
    type: 'object',
    required: withMeta ? ['data', 'meta'] : ['data'],
    properties: withMeta ? { data, meta: ref('schemas', 'ListMeta') } : { data },
  };
}

/** A read's envelope: { data } and, when the record points at others, their names in { meta }. */
export function readEnvelope(data: Schema): Schema {
  return { type: 'object', required: ['data'], properties: { data, meta: ref('schemas', 'ReadMeta') } };
}

/** The error statuses an operation may list, each a shared component response. */
export type ErrorStatus = '400' | '401' | '403' | '404' | '409' | '412' | '413' | '415' | '428' | '429';

export const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  '400': { name: 'BadRequest', description: 'The request is malformed or a field is invalid (RequestError, DataFormatError).' },
  '401': { name: 'Unauthorized', description: 'No valid session or wrong credentials (SessionError, AuthError).' },
  '403': { name: 'Forbidden', description: 'The client, website or role does not allow this (AuthError).' },
  '404': { name: 'NotFound', description: 'The record or route does not exist (MissingDataError).' },
  '409': { name: 'Conflict', description: 'Stale version or a change already pending (DBStateError).' },
  '412': {
    name: 'PreconditionFailed',
    description: 'What you reviewed (If-Match or blocks) is no longer what is pending; error.details.moved names each change (DBStateError).',
  },
  '413': { name: 'PayloadTooLarge', description: 'The body or the uploaded file is over its limit (RequestError).' },
  '415': { name: 'UnsupportedMediaType', description: 'The body or the uploaded file is of a type not accepted (RequestError, DataFormatError).' },
  '428': {
    name: 'PreconditionRequired',
    description: 'The call must say what was reviewed: If-Match with the ETag of the pending list, or blocks (RequestError).',
  },
  '429': { name: 'TooManyRequests', description: 'Rate limited or too many failed sign-ins.' },
};

/** An operation's responses: its success plus the named error statuses. */
export function responses(status: '200' | '201', description: string, body: Schema, errors: ErrorStatus[]): Schema {
  const out: Schema = { [status]: { description, content: json(body) } };
  for (const code of errors) out[code] = ref('responses', ERROR_RESPONSES[code].name);
  return out;
}

export function sharedComponents(): { schemas: Record<string, Schema>; responses: Record<string, Schema> } {
  const schemas: Record<string, Schema> = {
    Error: {
      type: 'object',
      description: 'Every failure (docs/architecture.md §7); show `message` to people.',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['category', 'code', 'message'],
          properties: {
            category: { type: 'string', enum: [...ERROR_CATEGORIES] },
            code: { type: 'string', enum: Object.keys(errorCatalogue).sort() },
            message: { type: 'string', description: 'A human sentence.' },
            field: { type: 'string', description: 'The field at fault, when one is.' },
            details: { description: 'More about the failure, e.g. every invalid field.' },
          },
        },
      },
    },
    ListMeta: {
      type: 'object',
      required: ['page', 'max_results', 'total'],
      properties: {
        page: { type: 'integer', minimum: 1 },
        max_results: { type: 'integer', minimum: 0 },
        total: { type: 'integer', minimum: 0 },
        total_capped: { type: 'boolean', description: 'More records match than were counted; total is the cap.' },
        labels: {
          type: 'object',
          description: "Names of the records the page's reference columns point at: kind → record id → name.",
          additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
    },
    ReadMeta: {
      type: 'object',
      properties: {
        labels: {
          type: 'object',
          description: 'Names of the records the reference fields point at: kind → record id → name.',
          additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
        },
        owner: {
          type: 'object',
          description:
            "The record this one is kept inside (x-owns: the program a product is sold as), and that record's parent: it is edited there, never alone.",
          required: ['kind', 'id', 'name'],
          properties: {
            kind: { type: 'string' },
            id: { type: 'integer' },
            name: { type: 'string', description: 'How messages name the owner: its label and display field.' },
            parent_kind: { type: 'string' },
            parent_id: { type: 'integer' },
          },
        },
      },
    },
    Ok: { type: 'object', required: ['ok'], properties: { ok: { const: true } } },
  };
  const errorResponses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description }) => [name, { description, content: json(ref('schemas', 'Error')) }]),
  );
  return { schemas, responses: errorResponses };
}
