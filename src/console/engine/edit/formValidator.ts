import type { ErrorObject } from 'ajv';
import { describeAjvErrors } from '../../../shared/ajvErrors';
import { CspSafeValidator } from './cspSafeValidator';

/** rjsf quotes property names in params before localizing ('zone_name'); describeAjvErrors needs them bare. */
const unquote = (value: unknown): unknown => (typeof value === 'string' && /^'.*'$/.test(value) ? value.slice(1, -1) : value);

function bare(error: ErrorObject): ErrorObject {
  const params = { ...(error.params as Record<string, unknown>) };
  for (const key of ['missingProperty', 'property']) if (key in params) params[key] = unquote(params[key]);
  return { ...error, params };
}

/**
 * ajv errors reworded, before rjsf turns them into field errors, with the very sentences the
 * server sends (describeAjvErrors: "Contact e-mail must be a work e-mail address; …"), so a
 * manager reads the same words whichever side refused the value.
 */
export function localizeErrors(errors?: ErrorObject[] | null): void {
  if (!errors) return;
  // rjsf's ajv is verbose, so each error carries its parentSchema, where the titles are.
  const described = describeAjvErrors(errors.map(bare));
  errors.forEach((error, i) => {
    error.message = described[i]?.message ?? error.message;
  });
}

/**
 * The form engine's validator: the shared formats of SPEC §3/§5 (work e-mail, tel, ...) and
 * readable messages, without generated code, which the console's CSP (no 'unsafe-eval') forbids.
 */
export const formValidator = new CspSafeValidator(localizeErrors);
