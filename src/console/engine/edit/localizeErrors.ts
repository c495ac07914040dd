import type { ErrorObject } from 'ajv';
import { describeAjvErrors } from '../../../shared/ajvErrors';

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
  // The validators are verbose, so each error carries its parentSchema, where the titles are.
  const described = describeAjvErrors(errors.map(bare));
  errors.forEach((error, i) => {
    error.message = described[i]?.message ?? error.message;
  });
}
