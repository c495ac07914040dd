import type { Declaration } from '../declaration';

/**
 * What a kind's own list page is called: the sidebar's label when the declaration gives one (the
 * sidebar says "Other Listed Products"), else the kind's plural. The heading, the browser title and
 * the sidebar entry then say the same thing; a list nested in a record page keeps the plural.
 */
export function listTitle(decl: Pick<Declaration, 'sidebar' | 'label'>): string {
  return decl.sidebar?.label ?? decl.label.many;
}
