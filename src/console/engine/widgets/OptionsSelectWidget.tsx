import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { OptionsSelect } from '../components/OptionsSelect';

/** rjsf widget for reference data named by `x-options` (currencies, countries, speaker roles, ...). */
export function OptionsSelectWidget({ id, schema, value, onChange, onBlur, onFocus, disabled, readonly, placeholder }: WidgetProps) {
  const source = (schema['x-options'] ?? (schema.items as Record<string, unknown> | undefined)?.['x-options']) as string;
  const multiple = schema.type === 'array';
  return (
    <OptionsSelect
      id={id}
      source={source}
      multiple={multiple}
      value={value as string | number | undefined}
      disabled={disabled || readonly}
      placeholder={placeholder || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(next) => onChange(multiple ? (next ?? []) : next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
