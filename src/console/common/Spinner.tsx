const KEYFRAMES = '@keyframes console-spin { to { transform: rotate(360deg); } }';

interface SpinnerProps {
  size?: number;
  /** Names the wait for assistive technology; without it the spinner is decoration. */
  label?: string;
}

/**
 * A turning ring in plain CSS. antd's Spin cost every list 1.7 kB of script for this; the
 * loading screen shows before antd has loaded at all.
 */
export function Spinner({ size = 24, label }: SpinnerProps) {
  return (
    <span
      className="console-spinner"
      aria-hidden={label === undefined ? true : undefined}
      aria-label={label}
      aria-busy={label === undefined ? undefined : true}
      aria-live={label === undefined ? undefined : 'polite'}
      style={{ display: 'inline-block', lineHeight: 0 }}
    >
      <style>{KEYFRAMES}</style>
      <span
        style={{
          display: 'inline-block',
          width: size,
          height: size,
          borderRadius: '50%',
          border: `${Math.max(2, Math.round(size / 10))}px solid rgba(128, 128, 128, 0.2)`,
          borderTopColor: 'currentColor',
          animation: 'console-spin 0.8s linear infinite',
        }}
      />
    </span>
  );
}
