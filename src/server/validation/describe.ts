import type { ErrorObject } from 'ajv';
import { describeAjvErrors } from '../../shared/validator';

const PART: Record<string, string> = { querystring: 'Query parameter', params: 'Path parameter', headers: 'Header' };

/** The first validation problem as a field name and a sentence that names it. */
export function describeValidation(errors: unknown, context: string | undefined): { field: string; reason: string } {
  const described = describeAjvErrors(errors as ErrorObject[]);
  const first = described[0] ?? { field: '', message: 'The request is not valid.' };
  const prefix = context ? PART[context] : undefined;
  return { field: first.field, reason: prefix ? `${prefix} ${first.message}` : first.message };
}
