/** What the bar for ticked rows offers (BulkBar.tsx): rules that load with the bar, not with every list. */
import { MAX_BULK } from '../../../shared/rules/bulk';
import { pageTick, type Selection } from './listSelection';

/** "Select all N that match" is offered once the whole page is ticked and more match than are ticked. */
export function offersAllMatching(selection: Selection, pageIds: readonly string[], total: number): boolean {
  return !selection.allMatching && pageTick(selection, pageIds) === 'all' && total > selection.picked.size;
}

/** Whether a bulk action can take this many records at once. */
export function withinBulkLimit(count: number): boolean {
  return count > 0 && count <= MAX_BULK;
}
