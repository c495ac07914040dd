/** docs/product.md §9 breakpoints: mobile at 767 px or less, large at 1024 px or more; extra-large taken as 1280 px. */
export const MOBILE_MAX_WIDTH = 767;
export const LARGE_MIN_WIDTH = 1024;
export const EXTRA_LARGE_MIN_WIDTH = 1280;

/** docs/product.md §9 sidebar widths and dialog width. */
export const SIDEBAR_COLLAPSED_WIDTH = 80;
export const SIDEBAR_OPEN_WIDTH = 240;
export const SIDEBAR_OPEN_WIDTH_XL = 288;
export const DIALOG_WIDTH = 400;

export function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth <= MOBILE_MAX_WIDTH;
}

/** docs/product.md §4: the sidebar collapses by default on small screens. */
export function sidebarCollapsedByDefault(viewportWidth: number): boolean {
  return isMobileWidth(viewportWidth);
}

export function sidebarWidth(viewportWidth: number, collapsed: boolean): number {
  if (collapsed) return SIDEBAR_COLLAPSED_WIDTH;
  return viewportWidth >= EXTRA_LARGE_MIN_WIDTH ? SIDEBAR_OPEN_WIDTH_XL : SIDEBAR_OPEN_WIDTH;
}
