import type { FieldTemplateProps } from '@rjsf/utils';
import { Templates } from '@rjsf/antd';
import { theme } from 'antd';

const AntdFieldTemplate = Templates.FieldTemplate!;

/** The list's or object's own errors (minItems, a missing nested object), under its fields. */
function ContainerErrors({ errors }: { errors: FieldTemplateProps['errors'] }) {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorError, marginBottom: token.marginSM }}>{errors}</div>;
}

/**
 * antd's field template for fields, with two changes:
 * - objects and plain lists get no antd Form.Item of their own: a Form.Item passes a fresh
 *   context value to everything inside it on each render, so one around the whole record made
 *   every field of the form re-render on every keystroke (docs/architecture.md §5a);
 * - a field's errors replace its help text: the stock template showed the help and hid the
 *   error whenever a field had both, so a refused value went unexplained.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { schema, displayLabel, hidden, children, rawErrors, errors, rawHelp } = props;
  const container = schema.type === 'object' || (schema.type === 'array' && !displayLabel);
  if (container && !hidden) {
    return (
      <>
        {children}
        {rawErrors && rawErrors.length > 0 && <ContainerErrors errors={errors} />}
      </>
    );
  }
  return <AntdFieldTemplate {...props} rawHelp={rawErrors?.length ? undefined : rawHelp} />;
}
