import type { ValidateFunction } from 'ajv';
import { AppError } from '../../shared/errors';
import type { Declaration, FieldSchema, RecordSchema } from '../../shared/registry';
import { createAjv, describeAjvErrors } from '../../shared/validator';
import { assertOwnFiles } from './fileOwnership';
import { fieldValues } from './fieldValues';
import { optionValues } from './optionValues';
import { stripMeta, type Doc } from './recordShape';
import { readOnlyProblems } from '../../shared/rules/readOnlyFields';
import { fieldAt } from '../../shared/registry';

const ajv = createAjv({ coerceTypes: false, useDefaults: true });
const compiled = new WeakMap<Declaration, ValidateFunction>();

/**
 * Unknown fields are refused unless a declaration says otherwise, so typos never vanish silently:
 * at the top level and in every nested object (the product inside a program) alike.
 */
function closeObjects<T extends RecordSchema | FieldSchema>(schema: T): T {
  const copy: T = { ...schema };
  if (copy.properties) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([key, field]) => [key, closeObjects(field)]));
    if (copy.additionalProperties === undefined) copy.additionalProperties = false;
  }
  if ('items' in copy && copy.items) copy.items = closeObjects(copy.items);
  return copy;
}

function validatorFor(decl: Declaration): ValidateFunction {
  let validate = compiled.get(decl);
  if (!validate) {
    validate = ajv.compile(closeObjects(decl.schema));
    compiled.set(decl, validate);
  }
  return validate;
}

export function asObject(body: unknown): Doc {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('INVALID_FIELD', { reason: 'The request body must be a JSON object.' }, { field: '' });
  }
  return body as Doc;
}

/** Values of a reference-data list (x-options: currencies, offertypes...) must be in that list. */
function assertOptions(schema: RecordSchema, doc: Doc): void {
  const sourceOf = (field: FieldSchema) => field['x-options'] ?? field.items?.['x-options'];
  for (const { field, value, schema: fieldSchema } of fieldValues(schema, doc, (f) => sourceOf(f) !== undefined)) {
    const values = optionValues(sourceOf(fieldSchema) ?? '');
    if (!values || values.has(String(value))) continue;
    const title = fieldSchema.title ?? field;
    throw new AppError('INVALID_FIELD', { reason: `${title}: ${JSON.stringify(value)} is not one of the choices.` }, { field });
  }
}

/** Validates a record's own data with its declaration's schema and the shared formats, for a client's files. */
export function validateRecord(decl: Declaration, data: Doc, clientId: number): Doc {
  const copy = structuredClone(stripMeta(decl, data));
  const validate = validatorFor(decl);
  if (!validate(copy)) {
    const fields = describeAjvErrors(validate.errors, decl.schema);
    const first = fields[0] ?? { field: '', message: 'is invalid' };
    throw new AppError('INVALID_FIELD', { reason: first.message }, { field: first.field, details: { fields } });
  }
  assertOptions(decl.schema, copy);
  assertOwnFiles(decl.schema, copy, clientId);
  return copy;
}

/**
 * A client's readOnly or derived field set to a value the server would not keep is a 400 naming
 * each (docs/declarations.md): never silently replaced. Sent back as read, it goes through.
 */
export function refuseReadOnly(decl: Declaration, body: Doc, current: Doc | null, websiteId: number | null, derivedNow: Doc = {}): void {
  const paths = readOnlyProblems(decl, body, current, websiteId, derivedNow);
  if (paths.length === 0) return;
  const named = paths.map((path) => {
    const title = fieldAt(decl.schema, path)?.title;
    return title ? `${title} (${path})` : path;
  });
  throw new AppError(
    'READ_ONLY_FIELD',
    { fields: named.join(', '), them: paths.length === 1 ? 'it' : 'them' },
    { field: paths[0], details: { fields: paths.map((field) => ({ field, message: 'is set by the server; leave it out.' })) } },
  );
}
