import type { ReactNode } from 'react';
import { Typography } from './Typography';

interface PageTitleProps {
  children: ReactNode;
  /** A list or record shown inside another page: a section heading (h2), not the page's own h1. */
  nested?: boolean;
}

/**
 * The title of a signed-in page. Every page has exactly one h1 (WCAG 2.2: a screen reader user
 * jumps to it to learn where they are); a list or record embedded in another page titles its
 * section with an h2 instead. One size for every page, whatever the heading level.
 */
export function PageTitle({ children, nested = false }: PageTitleProps) {
  return (
    <Typography.Title level={nested ? 2 : 1} style={{ margin: 0, fontSize: nested ? 18 : 24 }}>
      {children}
    </Typography.Title>
  );
}
