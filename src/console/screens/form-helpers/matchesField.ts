import type { FormRule } from 'antd';

/** antd rule: this field must equal another (new password and its confirmation). */
export function matchesField(other: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || value === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
}
