import { CheckBox } from '../../common/CheckBox';
import { SearchBox } from '../../common/SearchBox';
import { useMemo, useState } from 'react';
import { ComboBox, type ComboBoxOption } from '../../common/ComboBox';
import { useDebounced } from '../hooks/useDebounced';
import { useReferenceOptions, type Option } from '../hooks/useReferenceOptions';
import { useRefLabels, useRefSearch } from '../hooks/useRefOptions';
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
// The address holds text; options keep their typed value (true, 5) and are matched as text.
const asChoices = (options: Option[]): ComboBoxOption[] => options.map((o) => ({ value: toText(o.value), label: o.label }));

/** Fixed choices, an enumeration or reference data: short lists, searched in the browser. */
function OptionsFilter({ control, value, onChange }: FilterInputProps) {
  const loaded = useReferenceOptions(control.options ? undefined : control.source);
  const options = useMemo(() => asChoices(control.options ?? loaded.options), [control.options, loaded.options]);
  return <ComboBox label={control.label} options={options} value={value} onChange={onChange} loading={loaded.loading} style={WIDTH} />;
}

/** Another kind's records (`x-ref`): searched on the server as the manager types; the chosen one named by its display field. */
function RefFilter({ kind, control, value, onChange }: FilterInputProps & { kind: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed);
  // Searching starts when the list opens: a closed filter costs one label read for its value.
  const found = useRefSearch(kind, search, open);
  const id = value === undefined ? undefined : (typedValue(control.type, value) as number | string);
  const labels = useRefLabels(kind, id === undefined ? [] : [id]);
  const options = useMemo(() => asChoices(found.options), [found.options]);
  return (
    <ComboBox
      label={control.label}
      options={options}
      value={value}
      valueLabel={value === undefined ? undefined : labels.get(value)}
      onChange={onChange}
      onSearch={setTyped}
      onOpenChange={setOpen}
      loading={found.loading || search !== typed}
      style={WIDTH}
    />
  );
}

/** One list filter: choices, another kind's records, a yes/no parameter, or free text. */
export function FilterInput({ control, value, onChange }: FilterInputProps) {
  if (control.ref) return <RefFilter kind={control.ref} control={control} value={value} onChange={onChange} />;
  if (control.options || control.source) return <OptionsFilter control={control} value={value} onChange={onChange} />;
  if (control.type === 'boolean') {
    return (
      <CheckBox checked={value === 'true'} onChange={(on) => onChange(on ? 'true' : undefined)}>
        {control.label}
      </CheckBox>
    );
  }
  return <SearchBox label={control.label} defaultValue={value} key={value} onSearch={(v) => onChange(asText(v))} style={WIDTH} />;
}
