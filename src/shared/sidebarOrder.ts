/**
 * The one order of a sidebar (docs/declarations.md, Sidebar and use cases): by `sidebar.order`,
 * then by the entry's name, then by kind. Two kinds may share an order — a kind dropped into
 * schemas/ must not break anyone's build by taking a place another took first — and every
 * sidebar, the server's and the console's, still lists them the same way.
 */
export interface SidebarPlace {
  order: number;
  /** The entry's name as the sidebar shows it (sidebar.label, else label.many). */
  name: string;
  kind: string;
}

// Code-point order, not localeCompare: the same on every runtime whatever its locale.
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function compareSidebarPlaces(a: SidebarPlace, b: SidebarPlace): number {
  return a.order - b.order || byCodePoint(a.name, b.name) || byCodePoint(a.kind, b.kind);
}
