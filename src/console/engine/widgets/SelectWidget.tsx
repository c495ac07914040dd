import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  SelectedOptionDescription,
  type WidgetProps,
} from '@rjsf/utils';
import { useMemo } from 'react';
import { ComboBox } from '../../common/ComboBox';
import { toText } from '../text';
import { widgetDisabled } from './widgetDisabled';

const FULL_WIDTH = { width: '100%' };

/**
 * A field with enumerated choices (`enum`, or an array of them): rjsf's select widget on the
 * console's own combobox, with the option encoding rjsf's antd widget uses, so values of any type
 * come back as they were declared. Clearing stands in for antd's empty first option.
 */
export function SelectWidget(props: WidgetProps) {
  const { autofocus, registry, id, multiple, onBlur, onChange, onFocus, options, placeholder, uiSchema } = props;
  const value: unknown = props.value;
  const { enumOptions = [], enumDisabled } = options;
  const emptyValue: unknown = options.emptyValue;
  const format = getOptionValueFormat(options);
  const choices = useMemo(
    () =>
      enumOptions
        // Encoded by position in the full list, as the decoder reads it back; disabled ones left out after.
        .map((option, index) => ({
          value: enumOptionValueEncoder(option.value, index, format),
          label: option.label,
          raw: option.value as unknown,
        }))
        .filter((choice) => !(Array.isArray(enumDisabled) && (enumDisabled as unknown[]).includes(choice.raw)))
        .map(({ value, label }) => ({ value, label })),
    [enumOptions, enumDisabled, format],
  );
  const decode = (next: string | string[]): unknown => enumOptionValueDecoder(next, enumOptions, format, emptyValue);
  const selected: unknown = enumOptionSelectedValue(value, enumOptions, !!multiple, format, emptyValue);
  const common = {
    id,
    options: choices,
    placeholder: placeholder || undefined,
    disabled: widgetDisabled(props),
    autoFocus: autofocus,
    describedBy: ariaDescribedByIds(id),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
    style: FULL_WIDTH,
  };
  return (
    <>
      {multiple ? (
        <ComboBox
          {...common}
          multiple
          value={Array.isArray(selected) ? selected.map(toText) : []}
          onChange={(next) => onChange(decode(next))}
        />
      ) : (
        <ComboBox
          {...common}
          value={selected === undefined || selected === null || selected === '' ? undefined : toText(selected)}
          onChange={(next) => onChange(next === undefined ? emptyValue : decode(next))}
        />
      )}
      <SelectedOptionDescription id={id} multiple={multiple} options={options} registry={registry} uiSchema={uiSchema} value={value} />
    </>
  );
}
