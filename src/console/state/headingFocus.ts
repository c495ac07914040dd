/**
 * A request, by the action that makes one, that focus go to the page's heading once the page it
 * leads to is drawn (app/useFocusRescue.ts takes it): a save that opens the saved record or goes
 * back to the list, a publish or reset that takes the chosen changes off the page.
 */
let requested = false;

export function requestHeadingFocus(): void {
  requested = true;
}

/** True once after each request. */
export function takeHeadingFocusRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}
