import type { ReactNode } from 'react';

/**
 * Text for screen readers only, kept in the accessible name of what holds it: an icon button on a
 * phone still says what it is, and its visible text (a count) stays part of that name (WCAG 2.5.3).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span
      style={{
        position: 'absolute',
        width: 1,
        height: 1,
        padding: 0,
        margin: -1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </span>
  );
}
