import type { CSSProperties } from 'react';

/**
 * A small icon button (a field's clear ×, a tag's remove ×) laid out as a 24 × 24 px target: the
 * smallest WCAG 2.2 (2.5.8) lets a pointer aim at. Colour and placement stay the caller's.
 */
export const ICON_TARGET: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  border: 0,
  background: 'none',
  padding: 0,
  cursor: 'pointer',
  lineHeight: 1,
};
