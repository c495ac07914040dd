import type { CSSProperties } from 'react';

/** What the console's selects (reference data, another kind's records) take besides their source. */
export interface SelectControlProps<V> {
  value: V | V[] | undefined;
  onChange: (value: V | V[] | undefined) => void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** `ui:autofocus`: the select takes the focus when it first appears. */
  autoFocus?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
  allowClear?: boolean;
  style?: CSSProperties;
}

export const FULL_WIDTH: CSSProperties = { width: '100%' };

type Passed = Omit<SelectControlProps<unknown>, 'value' | 'onChange' | 'multiple' | 'style'>;

/** The props a select control hands on to common/ComboBox.tsx as they are. */
export function comboBoxControl(props: Passed) {
  return {
    id: props.id,
    label: props['aria-label'],
    describedBy: props['aria-describedby'],
    placeholder: props.placeholder,
    disabled: props.disabled,
    autoFocus: props.autoFocus,
    onBlur: props.onBlur,
    onFocus: props.onFocus,
    allowClear: props.allowClear,
  };
}
