/** docs/product.md §9: the load-failure timer ticks every second; the error view appears once the counter passes 8. */
export const ERROR_TICK_MS = 1000;
export const ERROR_VIEW_AFTER = 8;

export function showsErrorView(counter: number): boolean {
  return counter > ERROR_VIEW_AFTER;
}
