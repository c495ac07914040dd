import type { AreaMode, TabId } from '../../shared/rules/types';

/** docs/product.md §2: the first segment maps to a tab: pending-reviews 1, entities 2, pages 3, forms 4, speakers-list 6. */
export const TAB_BY_SEGMENT: Readonly<Record<string, TabId>> = {
  'pending-reviews': '1',
  entities: '2',
  pages: '3',
  forms: '4',
  'speakers-list': '6',
};

/** Result of reading a path: a tab, no tab (home, settings) or an invalid route. */
export type PathTab = TabId | 'none' | 'invalid';

/** Routes of the signed-in console that belong to no top tab. */
const NO_TAB_SEGMENTS = new Set(['', 'settings', 'team', 'audit', 'website-access']);

export function tabIdForSegment(segment: string): TabId | 'invalid' {
  return (Object.prototype.hasOwnProperty.call(TAB_BY_SEGMENT, segment) && TAB_BY_SEGMENT[segment]) || 'invalid';
}

/**
 * The docs/product.md §2 routes put a namespace before the tab segment: /make/<segment>/… for editing and
 * /check/… for the Pending Review area. The two form builders live at /make/generic/forms and
 * /make/dynamic/forms; both are the forms segment, and the Dynamic Form tab takes the id 5 that
 * docs/product.md §2 leaves free between forms (4) and speakers-list (6).
 */
export function tabIdForPath(pathname: string): PathTab {
  const segments = pathname.split('/').filter((s) => s !== '');
  const [first = '', second = '', third = ''] = segments;
  if (NO_TAB_SEGMENTS.has(first)) return segments.length <= 1 ? 'none' : 'invalid';
  if (first === 'check') return tabIdForSegment('pending-reviews');
  if (first !== 'make') return tabIdForSegment(first);
  if ((second === 'generic' || second === 'dynamic') && third === 'forms') return second === 'generic' ? '4' : '5';
  return tabIdForSegment(second);
}

/** Which area a tab belongs to; the Pending Review tab (1) belongs to both, so it keeps the current one. */
export function areaForTab(tabId: TabId, current: AreaMode): AreaMode {
  if (tabId === '2' || tabId === '3') return 0;
  if (tabId === '4' || tabId === '5' || tabId === '6') return 1;
  return current;
}
