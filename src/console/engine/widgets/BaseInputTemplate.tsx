import { useEffect, type ChangeEvent, type FocusEvent } from 'react';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
// The input alone: antd's `Input` export carries its Search, Password and OTP variants along.
import { Input } from '../../vendor/antdParts';
import { widgetDisabled } from './widgetDisabled';

const FULL_WIDTH = { width: '100%' };

/**
 * The one-line input of every text and number field, drawn as @rjsf/antd's, except that
 * - a number is typed in a text box with a numeric keyboard, not antd's InputNumber: that widget
 *   (and its decimal library, ≈ 4 kB) silently turned 0 into a minimum of 1 on blur. The number
 *   stays as typed; rjsf's NumberField makes it a number, and validation refuses one out of bounds
 *   with a message naming the bound, as the server would. No wheel or spinner changes it unseen;
 * - `ui:autofocus` is honoured: the stock template drops it, so the declared first field was not
 *   where the keyboard started.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { disabled, registry, id, htmlName, onBlur, onChange, onChangeOverride, onFocus, options, placeholder } = props;
  const { readonly, required, schema, autofocus } = props;
  const value: unknown = props.value;
  const type = props.type as string | undefined;
  useEffect(() => {
    if (autofocus) document.getElementById(id)?.focus();
  }, [autofocus, id]);
  const { ClearButton } = registry.templates.ButtonTemplates;
  const { min: _min, max: _max, step: _step, ...inputProps } = getInputProps(schema, type, options, false);
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const typed = numeric ? { type: 'text', inputMode: schema.type === 'integer' ? ('numeric' as const) : ('decimal' as const) } : inputProps;
  const changed =
    onChangeOverride ?? (({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value));

  return (
    <>
      <Input
        id={id}
        name={htmlName || id}
        disabled={widgetDisabled(props)}
        onBlur={readonly ? undefined : ({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.value)}
        onFocus={readonly ? undefined : ({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value)}
        onChange={readonly ? undefined : changed}
        placeholder={placeholder}
        required={required}
        style={FULL_WIDTH}
        list={schema.examples ? examplesId(id) : undefined}
        {...typed}
        value={typeof value === 'string' || typeof value === 'number' ? value : ''}
        aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
      />
      {options.allowClearTextInputs && !readonly && !disabled && value && (
        <ClearButton
          registry={registry}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            onChange(options.emptyValue);
          }}
        />
      )}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
