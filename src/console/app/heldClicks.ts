/** What a held click may act on: the page's controls (a link is left to the browser, below). */
const CONTROLS = 'button, [role="button"], [role="switch"], [role="tab"], [role="menuitem"], summary, label';

export interface HeldClicks {
  /** The console has taken the page over: carries out, in order, the clicks held on controls still in the page. */
  release: () => void;
}

/**
 * A page drawn on the server is on screen before the console has taken it over (hydrated it):
 * its buttons have no handlers yet, so a click there would be lost. Until `release`, a plain
 * click on a control inside `root` is held (and nothing else happens); `release`, once React has
 * committed its first render (main.tsx), clicks each again. No part of the page is left waiting
 * for its code by then: the router loads the address's screens, engines and data before React
 * takes the page over (app/routing/routeLoaders.ts); a part still waiting would drop the click.
 *
 * A link navigates on its own: the browser loads its page, which the server draws too, so a click
 * on a link (or a control inside one) is left to the browser, as is a click with a modifier key
 * or another button (a link to open in a new tab). A control that disappears meanwhile loses its click.
 */
export function holdClicks(root: HTMLElement): HeldClicks {
  const held: HTMLElement[] = [];
  let released = false;
  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (target === null || !root.contains(target) || target.closest('a[href]') !== null) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  root.addEventListener('click', hold, true);
  return {
    release: () => {
      if (released) return;
      released = true;
      root.removeEventListener('click', hold, true);
      for (const target of held.splice(0)) if (target.isConnected) target.click();
    },
  };
}
