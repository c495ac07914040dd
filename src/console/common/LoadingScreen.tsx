import { t } from '../../shared/messages';
import { Spinner } from './Spinner';

interface LoadingScreenProps {
  /** docs/product.md §2: 'Loading...' by default. */
  text?: string;
  /** Fill the viewport (first load) rather than the content area (a screen loading). */
  fullScreen?: boolean;
}

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
      <Spinner size={32} />
      <span>{text}</span>
    </div>
  );
}
