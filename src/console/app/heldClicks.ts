/** What a click may act on: the controls of the page and its links. */
const CLICKABLE = 'button, [role="button"], [role="switch"], [role="tab"], [role="menuitem"], a[href], summary, label';

export interface HeldClicks {
  /** Stops holding and carries out, in order, the clicks held on elements still in the page. */
  release: () => void;
}

/**
 * A page drawn on the server is on screen before the console has taken it over (hydrated it):
 * its buttons have no handlers yet, so a click there would be lost, and a link would reload the
 * whole console. Until `release`, a plain click on a control inside `root` is held (and nothing
 * else happens); `release`, once the console has taken the page over, clicks each again. A click
 * with a modifier key or another button (a link to open in a new tab) is left to the browser.
 */
export function holdClicks(root: HTMLElement): HeldClicks {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKABLE) : null;
    if (target === null || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  root.addEventListener('click', hold, true);
  return {
    release: () => {
      root.removeEventListener('click', hold, true);
      for (const target of held.splice(0)) if (target.isConnected) target.click();
    },
  };
}
