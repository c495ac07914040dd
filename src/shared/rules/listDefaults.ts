import type { SortOrder } from '../enums';
import type { Declaration } from '../registry';

export interface ListDefaults {
  size: number;
  sort: string;
  order: SortOrder;
}

/** The page sizes a list offers; a larger declared or asked size is cut to the largest. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_SIZE = 25;
const MAX_SIZE = Math.max(...PAGE_SIZES);

/**
 * A list's page size, sort field and order when its address says nothing: the declaration's
 * `list` (its size at most the largest of PAGE_SIZES), else 25 newest first. The server's own default order, so an address without one shows
 * what the server would.
 */
export function listDefaults(decl: Pick<Declaration, 'list'>): ListDefaults {
  const sort = decl.list?.sort ?? 'created_at';
  const order = decl.list?.order ?? (sort === 'created_at' ? 'desc' : 'asc');
  return { size: Math.min(decl.list?.pageSize ?? DEFAULT_SIZE, MAX_SIZE), sort, order };
}
