import type { KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Widgets as antdWidgets } from '@rjsf/antd';

/** Enter confirms the picker's choice; it must not also submit the whole form (the browser's implicit submission). */
function keepEnter(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

const AntdDate = antdWidgets.DateWidget;
const AntdDateTime = antdWidgets.DateTimeWidget;

export function DateWidget(props: WidgetProps) {
  return (
    <span onKeyDown={keepEnter} style={{ display: 'block' }}>
      <AntdDate {...props} />
    </span>
  );
}

export function DateTimeWidget(props: WidgetProps) {
  return (
    <span onKeyDown={keepEnter} style={{ display: 'block' }}>
      <AntdDateTime {...props} />
    </span>
  );
}
