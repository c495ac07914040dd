import type { FormInstance } from 'antd';
import { ApiError } from '../../api/client';

/**
 * Puts a server error under the field it names (error.field) when the form has that field;
 * returns false when it does not, so the caller shows the message above the form instead.
 */
export function showFieldError(form: FormInstance, err: unknown, fields: readonly string[]): boolean {
  if (!(err instanceof ApiError) || err.field === undefined || !fields.includes(err.field)) return false;
  form.setFields([{ name: err.field, errors: [err.message] }]);
  return true;
}
