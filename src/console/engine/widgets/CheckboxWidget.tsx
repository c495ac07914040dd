import type { ChangeEvent, FocusEvent } from 'react';
import { ariaDescribedByIds, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';
import { theme } from 'antd';
// The box alone: antd's `Checkbox` export carries its Group along.
import { Checkbox } from '../../vendor/antdParts';
import { widgetDisabled } from './widgetDisabled';

/** A yes/no field, drawn as @rjsf/antd's: a checkbox labelled by the field's title. */
export function CheckboxWidget(props: WidgetProps) {
  const { autofocus, id, htmlName, label, hideLabel, onBlur, onChange, onFocus, readonly, required, schema } = props;
  const value: unknown = props.value;
  const { token } = theme.useToken();
  const mustBeTrue = schemaRequiresTrueValue(schema) && required;
  return (
    <Checkbox
      autoFocus={autofocus}
      checked={value === true}
      disabled={widgetDisabled(props)}
      id={id}
      name={htmlName || id}
      required={required}
      onChange={readonly ? undefined : ({ target }: { target: { checked: boolean } }) => onChange(target.checked)}
      onBlur={readonly ? undefined : ({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.checked)}
      onFocus={
        readonly ? undefined : ({ target }: FocusEvent<HTMLInputElement> | ChangeEvent<HTMLInputElement>) => onFocus(id, target.checked)
      }
      aria-describedby={ariaDescribedByIds(id)}
    >
      {!hideLabel && label ? (
        <>
          {label}
          {mustBeTrue && (
            <span aria-hidden="true" style={{ color: token.colorError, marginLeft: 2 }}>
              *
            </span>
          )}
        </>
      ) : undefined}
    </Checkbox>
  );
}
