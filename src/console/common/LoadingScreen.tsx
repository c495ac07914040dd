import { t } from '../../shared/messages';

interface LoadingScreenProps {
  /** docs/product.md §2: 'Loading...' by default. */
  text?: string;
  /** Fill the viewport (first load) rather than the content area (a screen loading). */
  fullScreen?: boolean;
}

const KEYFRAMES = '@keyframes console-spin { to { transform: rotate(360deg); } }';

/**
 * Plain markup and CSS rather than antd's Spin: this shows while the first chunks load, so it
 * must not wait for (or pull into the entry) the component library.
 */
export function LoadingScreen({ text = t('loading'), fullScreen = false }: LoadingScreenProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        minHeight: fullScreen ? '100vh' : 240,
        fontFamily: 'system-ui, sans-serif',
        color: 'rgba(0, 0, 0, 0.65)',
      }}
    >
      <style>{KEYFRAMES}</style>
      <span
        aria-hidden="true"
        style={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          border: '3px solid rgba(0, 0, 0, 0.1)',
          borderTopColor: 'currentColor',
          animation: 'console-spin 0.8s linear infinite',
        }}
      />
      <span>{text}</span>
    </div>
  );
}
