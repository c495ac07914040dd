import { theme } from 'antd';

interface ProgressLineProps {
  /** What is under way, for assistive technology (the bar has no text of its own). */
  label: string;
  /** 0–100. */
  percent: number;
}

/**
 * A thin progress line drawn like antd's small Progress line, as a named progressbar with its
 * value. antd's Progress brings its circle, steps and dashboard variants (≈ 3 kB) to every page
 * that shows one bar.
 */
export function ProgressLine({ label, percent }: ProgressLineProps) {
  const { token } = theme.useToken();
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      style={{ height: 6, borderRadius: 3, background: token.colorFillSecondary, overflow: 'hidden' }}
    >
      <div
        style={{
          width: `${percent}%`,
          height: '100%',
          borderRadius: 3,
          background: token.colorPrimary,
          transition: `width ${token.motionDurationSlow} ${token.motionEaseInOut}`,
        }}
      />
    </div>
  );
}
