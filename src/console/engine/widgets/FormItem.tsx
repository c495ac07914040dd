import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { FormItemInputContext, useFormStyle } from '../../vendor/antdParts';

const PREFIX = 'ant-form';
const ROOT = `${PREFIX}-css-var`;

interface FormItemProps {
  id: string;
  label?: ReactNode;
  required?: boolean;
  /** Errors shown under the control (they replace the help); the control is marked invalid. */
  errors?: ReactNode;
  help?: ReactNode;
  extra?: ReactNode;
  /** Shows the error icon inside the control, as antd's hasFeedback. */
  feedback?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

const ERROR_ICON = (
  <span className={`${PREFIX}-item-feedback-icon ${PREFIX}-item-feedback-icon-error`}>
    <CloseCircleFilled />
  </span>
);

/**
 * antd's vertical Form.Item drawn from antd's own classes and style hook: label, control, errors
 * or help, extra. Form.Item itself brings rc-field-form and async-validator to every edit page
 * for validation rjsf does. Its input context still tells antd's inputs inside that they are
 * invalid (red border, error icon), as Form.Item's does.
 */
export function FormItem({ id, label, required, errors, help, extra, feedback = false, style, children }: FormItemProps) {
  // Writes the form's component variables (margins, label colours) under the theme scope.
  const [hashId, cssVarCls] = useFormStyle(PREFIX, ROOT);
  const invalid = errors !== undefined;
  const input = useMemo(
    () => ({
      status: invalid ? ('error' as const) : ('' as const),
      hasFeedback: feedback,
      feedbackIcon: invalid && feedback ? ERROR_ICON : null,
      isFormItemInput: true,
    }),
    [invalid, feedback],
  );
  const explain = invalid ? errors : help;
  const classes = [
    `${PREFIX}-item`,
    ROOT,
    cssVarCls,
    hashId,
    explain !== undefined && `${PREFIX}-item-with-help`,
    invalid && feedback && `${PREFIX}-item-has-feedback`,
    invalid && `${PREFIX}-item-has-error`,
    `${PREFIX}-item-horizontal`,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} style={style}>
      <div className={`ant-row ${PREFIX}-item-row`}>
        {Boolean(label) && (
          <div className={`ant-col ant-col-24 ${PREFIX}-item-label`}>
            <label
              htmlFor={id}
              className={required ? `${PREFIX}-item-required` : undefined}
              title={typeof label === 'string' ? label : undefined}
            >
              {label}
            </label>
          </div>
        )}
        <div className={`ant-col ant-col-24 ${PREFIX}-item-control`}>
          <div className={`${PREFIX}-item-control-input`}>
            <div className={`${PREFIX}-item-control-input-content`}>
              <FormItemInputContext.Provider value={input}>{children}</FormItemInputContext.Provider>
            </div>
          </div>
          {(explain !== undefined || extra !== undefined) && (
            <div className={`${PREFIX}-item-additional`}>
              {explain !== undefined && (
                <div className={`${PREFIX}-item-explain ${PREFIX}-item-explain-connected`}>
                  <div className={invalid ? `${PREFIX}-item-explain-error` : undefined}>{explain}</div>
                </div>
              )}
              {extra !== undefined && <div className={`${PREFIX}-item-extra`}>{extra}</div>}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
