import { useEffect } from 'react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
// The template itself, not generateTemplates(): that would bring every antd template, Form.Item's too.
import AntdBaseInput from '@rjsf/antd/lib/templates/BaseInputTemplate/index.js';

/**
 * rjsf's antd input, except that
 * - a number field is not given its schema's minimum and maximum: antd's InputNumber would
 *   silently turn 0 into a minimum of 1 on blur. The number stays as typed, and validation refuses
 *   it with a message naming the bound, as the server would;
 * - `ui:autofocus` is honoured: the stock template drops it, so the declared first field was not
 *   where the keyboard started.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { schema, autofocus, id } = props;
  useEffect(() => {
    if (autofocus) document.getElementById(id)?.focus();
  }, [autofocus, id]);
  if (schema.type !== 'number' && schema.type !== 'integer') return <AntdBaseInput {...props} />;
  const { minimum: _min, maximum: _max, exclusiveMinimum: _emin, exclusiveMaximum: _emax, ...unbounded } = schema;
  return <AntdBaseInput {...props} schema={unbounded} />;
}
