import type { WidgetProps } from '@rjsf/utils';
import { RefSelect } from '../components/RefSelect';
import { selectWidgetProps } from './selectWidgetProps';

/** rjsf widget for an `x-ref` field (or a list of them): a searchable select of the target kind's records. */
export function RefSelectWidget(props: WidgetProps) {
  const { source, control } = selectWidgetProps<number | string>(props, 'x-ref');
  return <RefSelect kind={source} {...control} />;
}
