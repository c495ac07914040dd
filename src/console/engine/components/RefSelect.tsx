import { useMemo, useState } from 'react';
import { t } from '../../../shared/messages';
import { ComboBox } from '../../common/ComboBox';
import { useDebounced } from '../hooks/useDebounced';
import { useRefLabels, useRefSearch } from '../hooks/useRefOptions';
import { useRegistry } from '../RegistryContext';
import { toText } from '../text';
import { FULL_WIDTH, comboBoxControl, type SelectControlProps } from './selectControl';

type RefValue = number | string;

export interface RefSelectProps extends SelectControlProps<RefValue> {
  /** The target kind (`x-ref`). */
  kind: string;
}

/**
 * A searchable select of another kind's records (`x-ref`): the server searches as the manager
 * types; chosen ids are named by their display field.
 */
export function RefSelect({ kind, value, onChange, multiple, placeholder, style, ...rest }: RefSelectProps) {
  const target = useRegistry().find(kind);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed);
  // Searching starts when the select opens: a closed select costs one label read per chosen id.
  const found = useRefSearch(kind, search, open);
  const ids = useMemo(() => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]), [value]);
  const labels = useRefLabels(kind, ids);
  // Ids travel as text in the box; each comes back as the record's id it was.
  const options = useMemo(() => {
    const seen = new Set(found.options.map((o) => toText(o.value)));
    const chosen = ids
      .filter((id) => !seen.has(toText(id)))
      .map((id) => ({ value: toText(id), label: labels.get(toText(id)) ?? toText(id), raw: id }));
    return [...chosen, ...found.options.map((o) => ({ value: toText(o.value), label: o.label, raw: o.value as RefValue }))];
  }, [found.options, ids, labels]);
  const typedId = (text: string): RefValue => options.find((o) => o.value === text)?.raw ?? text;
  const common = {
    ...comboBoxControl(rest),
    placeholder: placeholder ?? (target ? t('refSearch', { what: target.label.many }) : undefined),
    options,
    loading: found.loading || search !== typed,
    onSearch: setTyped,
    onOpenChange: setOpen,
    style: style ?? FULL_WIDTH,
  };
  if (multiple) return <ComboBox {...common} multiple value={ids.map(toText)} onChange={(next) => onChange(next.map(typedId))} />;
  return (
    <ComboBox
      {...common}
      value={ids[0] === undefined ? undefined : toText(ids[0])}
      onChange={(next) => onChange(next === undefined ? undefined : typedId(next))}
    />
  );
}
