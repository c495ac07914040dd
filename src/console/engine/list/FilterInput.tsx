import { Checkbox, Input } from 'antd';
import { OptionsSelect } from '../components/OptionsSelect';
import { RefSelect } from '../components/RefSelect';
import { typedValue, type FilterControl } from './listState';
import { toText } from '../text';

export interface FilterInputProps {
  control: FilterControl;
  /** The value as the address holds it (text); undefined when the filter is off. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

const WIDTH = { width: 200 };
const asText = (v: unknown): string | undefined => (v === undefined || v === null || v === '' ? undefined : toText(v));

/** One list filter: choices, another kind's records, a yes/no parameter, or free text. */
export function FilterInput({ control, value, onChange }: FilterInputProps) {
  const common = { 'aria-label': control.label, placeholder: control.label, style: WIDTH };
  if (control.ref) {
    const typed = value === undefined ? undefined : (typedValue(control.type, value) as number | string);
    return <RefSelect {...common} kind={control.ref} value={typed} onChange={(v) => onChange(asText(v))} />;
  }
  if (control.options || control.source) {
    const typed = value === undefined ? undefined : (typedValue(control.type, value) as string | number | boolean);
    return (
      <OptionsSelect {...common} options={control.options} source={control.source} value={typed} onChange={(v) => onChange(asText(v))} />
    );
  }
  if (control.type === 'boolean') {
    return (
      <Checkbox checked={value === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : undefined)}>
        {control.label}
      </Checkbox>
    );
  }
  return <Input.Search {...common} allowClear defaultValue={value} key={value} onSearch={(v) => onChange(asText(v))} />;
}
