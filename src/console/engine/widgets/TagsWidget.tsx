import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { TagsInput } from '../../common/TagsInput';
import { widgetDisabled } from './widgetDisabled';

/**
 * A list of free words (`"ui:widget": "tags"` on an array of strings): each word a tag, typed or
 * pasted, with rjsf's array as its value (common/TagsInput.tsx).
 */
export function TagsWidget(props: WidgetProps) {
  const { id, onChange } = props;
  const value: unknown = props.value;
  const words = Array.isArray(value) ? value.filter((word): word is string => typeof word === 'string') : [];
  return <TagsInput id={id} value={words} disabled={widgetDisabled(props)} describedBy={ariaDescribedByIds(id)} onChange={onChange} />;
}
