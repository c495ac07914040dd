/** One place in a pager: a page number, or a gap standing for the pages left out. */
export type PageItem = { page: number } | { gap: 'before' | 'after' };

/**
 * The pages a pager offers around `current` of `pages`: always the first and the last, the current
 * one with `around` on each side, and a gap wherever more than one page is left out (a gap of
 * exactly one page shows that page instead: it takes the same room).
 */
export function pageItems(current: number, pages: number, around = 2): PageItem[] {
  if (pages <= 0) return [];
  const at = Math.min(Math.max(1, current), pages);
  let from = Math.max(1, at - around);
  let to = Math.min(pages, at + around);
  if (from === 3) from = 2;
  if (to === pages - 2) to = pages - 1;
  const items: PageItem[] = [];
  if (from > 1) items.push({ page: 1 });
  if (from > 2) items.push({ gap: 'before' });
  for (let page = from; page <= to; page++) items.push({ page });
  if (to < pages - 1) items.push({ gap: 'after' });
  if (to < pages) items.push({ page: pages });
  return items;
}
