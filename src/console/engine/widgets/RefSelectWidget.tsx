import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { RefSelect } from '../components/RefSelect';

/** rjsf widget for an `x-ref` field (or a list of them): a searchable select of the target kind's records. */
export function RefSelectWidget({ id, schema, value, onChange, onBlur, onFocus, disabled, readonly, placeholder }: WidgetProps) {
  const kind = (schema['x-ref'] ?? (schema.items as Record<string, unknown> | undefined)?.['x-ref']) as string;
  const multiple = schema.type === 'array';
  return (
    <RefSelect
      id={id}
      kind={kind}
      multiple={multiple}
      value={value as number | number[] | undefined}
      disabled={disabled || readonly}
      placeholder={placeholder || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(next) => onChange(multiple ? (next ?? []) : next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
