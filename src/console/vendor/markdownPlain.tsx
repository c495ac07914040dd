import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx (vite.config.ts aliases it here). rjsf renders markdown only for
 * descriptions and help a uiSchema opts into (`enableMarkdownInDescription`), which no
 * declaration does (the declaration checks refuse it), and for its own configuration errors,
 * which read fine as text. The real parser is a tenth of the edit route's JavaScript.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}
