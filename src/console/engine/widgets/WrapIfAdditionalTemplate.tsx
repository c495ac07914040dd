import { ADDITIONAL_PROPERTY_FLAG, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { lazyWidget } from '../../common/lazyWidget';
import { loadWrapIfAdditionalTemplate } from '../../vendor/rjsfAntdLazy';

// antd's key/remove row for an additionalProperties entry is a Form.Item: it loads only for one.
const AntdWrapIfAdditional = lazyWidget<WrapIfAdditionalTemplateProps>(loadWrapIfAdditionalTemplate);

/** Wraps a field in its rjsf classes; an additionalProperties entry gets antd's key and remove controls. */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  if (ADDITIONAL_PROPERTY_FLAG in props.schema) return <AntdWrapIfAdditional {...props} />;
  return (
    <div className={props.classNames} style={props.style}>
      {props.children}
    </div>
  );
}
