import type { FieldTemplateProps } from '@rjsf/utils';
import { Templates } from '@rjsf/antd';

const AntdFieldTemplate = Templates.FieldTemplate!;

/**
 * antd's field template, except that a field's errors replace its help text: the stock one shows
 * the help and hides the error whenever a field has both, so a refused value went unexplained.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  return <AntdFieldTemplate {...props} rawHelp={props.rawErrors?.length ? undefined : props.rawHelp} />;
}
