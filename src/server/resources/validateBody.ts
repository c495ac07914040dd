import type { ValidateFunction } from 'ajv';
import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import { createAjv, describeAjvErrors } from '../../shared/validator';
import { assertOwnFiles } from './fileOwnership';
import { stripMeta, type Doc } from './recordShape';

const ajv = createAjv({ coerceTypes: false, useDefaults: true });
const compiled = new WeakMap<Declaration, ValidateFunction>();

function validatorFor(decl: Declaration): ValidateFunction {
  let validate = compiled.get(decl);
  if (!validate) {
    // Unknown fields are refused unless a declaration says otherwise, so typos never vanish silently.
    validate = ajv.compile({ ...decl.schema, additionalProperties: decl.schema.additionalProperties ?? false });
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

/** Validates a record's own data with its declaration's schema and the shared formats, for a client's files. */
export function validateRecord(decl: Declaration, data: Doc, clientId: number): Doc {
  const copy = structuredClone(stripMeta(decl, data));
  const validate = validatorFor(decl);
  if (!validate(copy)) {
    const fields = describeAjvErrors(validate.errors, decl.schema);
    const first = fields[0];
    throw new AppError('INVALID_FIELD', { reason: first.message }, { field: first.field, details: { fields } });
  }
  assertOwnFiles(decl.schema, copy, clientId);
  return copy;
}
