import type { WidgetProps } from '@rjsf/utils';
import { OptionsSelect } from '../components/OptionsSelect';
import type { Option } from '../hooks/useReferenceOptions';
import { selectWidgetProps } from './selectWidgetProps';

/** rjsf widget for reference data named by `x-options` (currencies, countries, speaker roles, ...). */
export function OptionsSelectWidget(props: WidgetProps) {
  const { source, control } = selectWidgetProps<Option['value']>(props, 'x-options');
  return <OptionsSelect source={source} {...control} />;
}
