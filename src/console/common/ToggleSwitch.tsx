import { theme } from 'antd';

interface ToggleSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Its name, when no `<label for={id}>` gives it one. */
  'aria-label'?: string;
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/**
 * An on/off switch drawn as antd's (44 × 22, primary when on), on a native button with the ARIA
 * switch role: the header shows it on every page, and antd's Switch brings its own motion code.
 * Edit Website's page settings use it too, named by their field's label.
 */
export function ToggleSwitch({ checked, onChange, 'aria-label': label, id, disabled, 'aria-describedby': describedBy }: ToggleSwitchProps) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      role="switch"
      id={id}
      disabled={disabled}
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      onClick={() => onChange(!checked)}
      style={{
        position: 'relative',
        width: 44,
        height: 22,
        padding: 0,
        border: 0,
        borderRadius: 11,
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.65 : 1,
        background: checked ? token.colorPrimary : token.colorTextQuaternary,
        transition: `background ${token.motionDurationMid}`,
      }}
    >
      <span
        aria-hidden
        style={{
          position: 'absolute',
          top: 2,
          insetInlineStart: checked ? 24 : 2,
          width: 18,
          height: 18,
          borderRadius: '50%',
          background: token.colorWhite,
          boxShadow: '0 2px 4px 0 rgba(0, 35, 11, 0.2)',
          transition: `inset-inline-start ${token.motionDurationMid}`,
        }}
      />
    </button>
  );
}
