import type { ChangeEvent, FocusEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
// The text area alone: antd's `Input` export carries its Search, Password and OTP variants along.
import { TextArea } from '../../vendor/antdParts';
import { widgetDisabled } from './widgetDisabled';

/** A multi-line text field (`ui:widget: textarea`), as @rjsf/antd draws it. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, onBlur, onChange, onFocus, options, placeholder, readonly } = props;
  const value: unknown = props.value;
  return (
    <TextArea
      id={id}
      name={htmlName || id}
      disabled={widgetDisabled(props)}
      onBlur={readonly ? undefined : ({ target }: FocusEvent<HTMLTextAreaElement>) => onBlur(id, target.value)}
      onFocus={readonly ? undefined : ({ target }: FocusEvent<HTMLTextAreaElement>) => onFocus(id, target.value)}
      onChange={
        readonly
          ? undefined
          : ({ target }: ChangeEvent<HTMLTextAreaElement>) => onChange(target.value === '' ? options.emptyValue : target.value)
      }
      placeholder={placeholder}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      style={{ width: '100%' }}
      value={typeof value === 'string' ? value : ''}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
