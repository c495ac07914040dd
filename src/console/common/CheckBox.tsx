import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface CheckBoxProps {
  checked: boolean;
  /** A box for several rows of which some are ticked: neither ticked nor empty. */
  mixed?: boolean;
  onChange: (checked: boolean) => void;
  /** Not to be changed (the last column a list shows). */
  disabled?: boolean;
  /** The accessible name, when no visible text names the box. */
  label?: string;
  children?: ReactNode;
}

/**
 * A native checkbox in the theme's colour, with its visible text as its label. antd's Checkbox
 * brought rc-checkbox and a click wave to every list page for a tick; the native box is also what
 * screen readers and the keyboard know best, including the mixed state.
 */
export function CheckBox({ checked, mixed = false, onChange, disabled, label, children }: CheckBoxProps) {
  const { token } = theme.useToken();
  return (
    <label
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXS,
        minHeight: 24,
        minWidth: 24,
        cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    >
      <input
        // `indeterminate` is a property only, never an attribute: set on the element itself.
        ref={(box) => {
          if (box) box.indeterminate = mixed;
        }}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => onChange(e.target.checked)}
        style={{ width: 16, height: 16, margin: 0, accentColor: token.colorPrimary, cursor: 'inherit' }}
      />
      {children}
    </label>
  );
}
