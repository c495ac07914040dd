import type { KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import AntdDate from '@rjsf/antd/lib/widgets/DateWidget/index.js';
import AntdDateTime from '@rjsf/antd/lib/widgets/DateTimeWidget/index.js';

/** Enter confirms the picker's choice; it must not also submit the whole form (the browser's implicit submission). */
function keepEnter(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

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
