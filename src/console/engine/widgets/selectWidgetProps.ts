import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { SelectControlProps } from '../components/selectControl';

/**
 * An rjsf widget's props as a select control takes them, for a field or a list of fields that
 * names its source with `keyword` (x-ref: another kind; x-options: reference data).
 */
export function selectWidgetProps<V>(
  props: WidgetProps,
  keyword: 'x-ref' | 'x-options',
): { source: string; control: SelectControlProps<V> } {
  const { id, schema, onChange, onBlur, onFocus, disabled, readonly, placeholder, autofocus } = props;
  const value: unknown = props.value;
  const multiple = schema.type === 'array';
  const source = (schema[keyword] ?? (schema.items as Record<string, unknown> | undefined)?.[keyword]) as string;
  return {
    source,
    control: {
      id,
      multiple,
      value: value as V | V[] | undefined,
      disabled: disabled || readonly,
      placeholder: placeholder || undefined,
      'aria-describedby': ariaDescribedByIds(id),
      autoFocus: autofocus,
      onChange: (next) => onChange(multiple ? (next ?? []) : next),
      onBlur: () => onBlur(id, value),
      onFocus: () => onFocus(id, value),
    },
  };
}
