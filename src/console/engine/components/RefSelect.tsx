import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../../shared/messages';
import { useDebounced } from '../hooks/useDebounced';
import { useRefLabels, useRefSearch } from '../hooks/useRefOptions';
import { useRegistry } from '../RegistryContext';
import { FULL_WIDTH, type SelectControlProps } from './selectControl';

type RefValue = number | string;

export interface RefSelectProps extends SelectControlProps<RefValue> {
  /** The target kind (`x-ref`). */
  kind: string;
}

/**
 * A searchable select of another kind's records (`x-ref`): the server searches as the manager
 * types; chosen ids are named by their display field. Used by forms and list filters alike.
 */
export function RefSelect({ kind, value, onChange, multiple, disabled, placeholder, allowClear = true, style, ...rest }: RefSelectProps) {
  const target = useRegistry().find(kind);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed);
  // Searching starts when the select opens: a closed select costs one label read per chosen id.
  const found = useRefSearch(kind, search, open);
  const ids = useMemo(() => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]), [value]);
  const labels = useRefLabels(kind, ids);
  const options = useMemo(() => {
    const seen = new Set(found.options.map((o) => String(o.value)));
    const chosen = ids.filter((id) => !seen.has(String(id))).map((id) => ({ value: id, label: labels.get(String(id)) ?? String(id) }));
    return [...chosen, ...found.options.map((o) => ({ value: o.value as RefValue, label: o.label }))];
  }, [found.options, ids, labels]);
  return (
    <Select<RefValue | RefValue[]>
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? ids : ids[0]}
      options={options}
      disabled={disabled}
      allowClear={allowClear}
      loading={found.loading}
      placeholder={placeholder ?? (target ? t('refSearch', { what: target.label.many }) : undefined)}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onOpenChange={setOpen}
      onChange={(next) => onChange(next === null ? undefined : next)}
      style={style ?? FULL_WIDTH}
    />
  );
}
