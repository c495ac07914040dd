/**
 * docs/product.md §4 unsaved changes: a route change with unsaved changes is aborted and the user asked to
 * stay or leave. Only a change of page counts: query and hash changes (a list's paging, a tab
 * inside the edit page) keep the form mounted, so nothing would be lost.
 */
export function shouldBlockNavigation(dirty: boolean, currentPathname: string, nextPathname: string): boolean {
  return dirty && currentPathname !== nextPathname;
}
