import { isTakenOver } from '../vendor/reactHydration';

/** What a click may act on: the controls of the page and its links. */
const CLICKABLE = 'button, [role="button"], [role="switch"], [role="tab"], [role="menuitem"], a[href], summary, label';

/** How long after release a control React has not taken over still has its clicks held. */
const TAKE_OVER_WAIT_MS = 10_000;
/** How often held clicks look again whether their controls have been taken over. */
const RETRY_MS = 20;

export { isTakenOver };

export interface HeldClicks {
  /** The console has taken the page over: carries out, in order, the clicks held on elements still in the page. */
  release: () => void;
}

export interface HoldOptions {
  takenOver?: (element: Element) => boolean;
  waitMs?: number;
}

/**
 * A page drawn on the server is on screen before the console has taken it over (hydrated it):
 * its buttons have no handlers yet, so a click there would be lost, and a link would reload the
 * whole console. Until `release`, a plain click on a control inside `root` is held (and nothing
 * else happens); `release`, once the console's first render is committed, clicks each again.
 *
 * React may commit that render with parts still drawn by the server only (a part waiting for its
 * code or data), and it drops a click on such a part. So a held click is carried out once its
 * control is taken over, and for a while after release, a click on a control not yet taken over is
 * held too. A control that disappears meanwhile (React drew its part again) loses its click. A
 * click with a modifier key or another button (a link to open in a new tab) is left to the browser.
 */
export function holdClicks(root: HTMLElement, { takenOver = isTakenOver, waitMs = TAKE_OVER_WAIT_MS }: HoldOptions = {}): HeldClicks {
  const held: HTMLElement[] = [];
  let releasedAt: number | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const waiting = () => releasedAt === undefined || Date.now() - releasedAt < waitMs;

  const carryOut = () => {
    retry = undefined;
    while (held.length > 0) {
      const target = held[0]!;
      if (target.isConnected && !takenOver(target) && waiting()) {
        retry = setTimeout(carryOut, RETRY_MS);
        return;
      }
      held.shift();
      if (target.isConnected) target.click();
    }
  };
  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKABLE) : null;
    if (target === null || !root.contains(target)) return;
    // Once released, React answers the controls it has; a click held and carried out comes back here as one of those.
    if (releasedAt !== undefined && (takenOver(target) || !waiting())) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
    if (releasedAt !== undefined && retry === undefined) carryOut();
  };
  root.addEventListener('click', hold, true);
  return {
    release: () => {
      if (releasedAt !== undefined) return;
      releasedAt = Date.now();
      setTimeout(() => root.removeEventListener('click', hold, true), waitMs);
      carryOut();
    },
  };
}
