import type { WidgetProps } from '@rjsf/utils';

/**
 * Whether a widget's control is disabled: when its field is, or when it is read-only and the form
 * draws read-only fields disabled (@rjsf/antd's `readonlyAsDisabled`, on unless the form context
 * turns it off). One rule for every widget of the registry.
 */
export function widgetDisabled({ disabled, readonly, registry }: Pick<WidgetProps, 'disabled' | 'readonly' | 'registry'>): boolean {
  const { readonlyAsDisabled = true } = (registry.formContext ?? {}) as { readonlyAsDisabled?: boolean };
  return Boolean(disabled || (readonlyAsDisabled && readonly));
}
