import { useLayoutEffect } from 'react';
import { errorId, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { theme } from 'antd';
import { FormItem } from './FormItem';
import { WrapIfAdditionalTemplate } from './WrapIfAdditionalTemplate';

/** The list's or object's own errors (minItems, a missing nested object), under its fields. */
function ContainerErrors({ errors }: { errors: FieldTemplateProps['errors'] }) {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorError, marginBottom: token.marginSM }}>{errors}</div>;
}

/**
 * WCAG 3.3.1 / 4.1.2: a refused field says so to assistive technology (aria-invalid) and has its
 * message read with it (aria-describedby naming the error element, `<id>__error`). Done here,
 * on the control the field's id names, so every widget gets it, rjsf's stock ones included,
 * which set neither. Runs after each render: a widget may have replaced its element meanwhile.
 */
function useErrorState(id: string, invalid: boolean) {
  useLayoutEffect(() => {
    const control = document.getElementById(id);
    if (!control) return;
    if (!invalid) {
      control.removeAttribute('aria-invalid');
      return;
    }
    control.setAttribute('aria-invalid', 'true');
    const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((s) => s !== '');
    if (!described.includes(errorId(id))) control.setAttribute('aria-describedby', [...described, errorId(id)].join(' '));
  });
}

/**
 * @rjsf/antd's field template on FormItem (antd's Form.Item markup without its form engine), with
 * three changes:
 * - objects and plain lists get no antd Form.Item of their own: a Form.Item passes a fresh
 *   context value to everything inside it on each render, so one around the whole record made
 *   every field of the form re-render on every keystroke (docs/architecture.md §5a);
 * - a field's errors replace its help text: the stock template showed the help and hid the
 *   error whenever a field had both, so a refused value went unexplained;
 * - a field with errors is marked invalid and described by them (useErrorState).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, schema, displayLabel, hidden, children, rawErrors, errors, help, rawHelp, description, rawDescription } = props;
  const { label, required, uiSchema } = props;
  const container = schema.type === 'object' || (schema.type === 'array' && !displayLabel);
  const invalid = (rawErrors?.length ?? 0) > 0;
  useErrorState(id, invalid && !container && !hidden);
  if (container && !hidden) {
    return (
      <>
        {children}
        {invalid && <ContainerErrors errors={errors} />}
      </>
    );
  }
  if (hidden) return <div className="rjsf-field-hidden">{children}</div>;
  return (
    <WrapIfAdditionalTemplate {...props}>
      <FormItem
        id={id}
        // A checkbox carries its label beside the box.
        label={displayLabel && getUiOptions(uiSchema).widget !== 'checkbox' ? label : undefined}
        required={required}
        errors={invalid ? errors : undefined}
        help={rawHelp ? help : undefined}
        extra={rawDescription ? description : undefined}
        feedback={schema.type !== 'array' && schema.type !== 'object'}
      >
        {children}
      </FormItem>
    </WrapIfAdditionalTemplate>
  );
}
