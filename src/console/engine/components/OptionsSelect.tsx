import { Select } from 'antd';
import { useReferenceOptions, type Option } from '../hooks/useReferenceOptions';
import { toText } from '../text';
import { FULL_WIDTH, type SelectControlProps } from './selectControl';

type OptionValue = Option['value'];

export interface OptionsSelectProps extends SelectControlProps<OptionValue> {
  /** `x-options`: reference data or enum:<name>. */
  source?: string;
  /** Fixed choices (a filter's `options`), instead of a source. */
  options?: Option[];
}

const matches = (input: string, option?: { label?: unknown }) => toText(option?.label).toLowerCase().includes(input.toLowerCase());

/** A select of reference data, an enumeration or fixed choices, searched in the browser (the lists are short). */
export function OptionsSelect({
  source,
  options,
  value,
  onChange,
  multiple,
  placeholder,
  allowClear = true,
  style,
  ...rest
}: OptionsSelectProps) {
  const loaded = useReferenceOptions(options ? undefined : source);
  // antd keys options by value; booleans are not valid keys, so they travel as text and come back typed.
  const list = (options ?? loaded.options).map((o) => ({ value: String(o.value), label: o.label, raw: o.value }));
  const byText = new Map(list.map((o) => [o.value, o.raw]));
  const asText = (v: OptionValue | undefined) => (v === undefined || v === null ? undefined : String(v));
  return (
    <Select<string | string[]>
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      value={Array.isArray(value) ? value.map(String) : asText(value)}
      options={list}
      loading={loaded.loading}
      allowClear={allowClear}
      placeholder={placeholder}
      showSearch={{ filterOption: matches }}
      onChange={(next) => {
        if (next === undefined || next === null) return onChange(undefined);
        onChange(Array.isArray(next) ? next.map((v) => byText.get(v) ?? v) : (byText.get(next) ?? next));
      }}
      style={style ?? FULL_WIDTH}
    />
  );
}
