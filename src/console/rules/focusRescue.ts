/**
 * Where focus goes when it has been lost (app/useFocusRescue.ts): on the main heading of the page,
 * made focusable by script only (tabindex -1). 'kept' when focus is on an element still on the page,
 * 'moved' once it is on the heading, 'wait' while the page has no heading yet. `asked`: an action
 * asked for the heading (state/headingFocus.ts), wherever focus is.
 */
export function rescueFocus(doc: Document, asked = false): 'kept' | 'moved' | 'wait' {
  const active = doc.activeElement;
  if (!asked && active && active !== doc.body && active.isConnected) return 'kept';
  const heading = doc.querySelector<HTMLElement>('main h1');
  if (!heading) return 'wait';
  if (active === heading) return 'kept';
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return 'moved';
}
