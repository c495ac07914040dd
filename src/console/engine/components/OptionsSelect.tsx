import { useMemo } from 'react';
import { ComboBox } from '../../common/ComboBox';
import { useReferenceOptions, type Option } from '../hooks/useReferenceOptions';
import { toText } from '../text';
import { FULL_WIDTH, comboBoxControl, type SelectControlProps } from './selectControl';

type OptionValue = Option['value'];

export interface OptionsSelectProps extends SelectControlProps<OptionValue> {
  /** `x-options`: reference data or enum:<name>. */
  source?: string;
  /** Fixed choices (a filter's `options`), instead of a source. */
  options?: Option[];
}

/** A select of reference data, an enumeration or fixed choices, searched in the browser (the lists are short). */
export function OptionsSelect({ source, options, value, onChange, multiple, style, ...rest }: OptionsSelectProps) {
  const loaded = useReferenceOptions(options ? undefined : source);
  // The box keys choices by text; numbers and booleans travel as text and come back typed.
  const list = useMemo(
    () => (options ?? loaded.options).map((o) => ({ value: toText(o.value), label: o.label, raw: o.value })),
    [options, loaded.options],
  );
  const typed = (text: string): OptionValue => list.find((o) => o.value === text)?.raw ?? text;
  const common = { ...comboBoxControl(rest), options: list, loading: loaded.loading, style: style ?? FULL_WIDTH };
  if (multiple) {
    const chosen = (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(toText);
    return <ComboBox {...common} multiple value={chosen} onChange={(next) => onChange(next.map(typed))} />;
  }
  const one = Array.isArray(value) ? value[0] : value;
  return (
    <ComboBox
      {...common}
      value={one === undefined || one === null ? undefined : toText(one)}
      onChange={(next) => onChange(next === undefined ? undefined : typed(next))}
    />
  );
}
