import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useFlashStore } from '../state/flashStore';
import { rescueFocus } from '../rules/focusRescue';
import { takeHeadingFocusRequest } from '../state/headingFocus';

// Long enough for a page's heading to be drawn, and drawn again as its data comes in.
const WATCH_MS = 3_000;

/**
 * Focus that a save or a publish leaves on <body> (its button gone with the page it was on, or with
 * the changes it published) lands on the page's heading, so a keyboard or screen reader user goes on
 * from the page, not from its top. Tried after each navigation but the first (a fresh page starts
 * at its skip link) and after each message the console shows.
 */
export function useFocusRescue(): void {
  const { key } = useLocation();
  const messages = useFlashStore((s) => s.messages.length);
  const first = useRef(true);
  const askedUntil = useRef(0);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A save or publish asked for the heading: it keeps it while the next page is drawn (and its
    // form, which may focus its first field), until the user clicks or types. Otherwise, focus lost
    // on the way (the page drawn anew as its data comes in) goes to the heading.
    // Kept across runs: the flash and the navigation of one save each run this effect.
    if (takeHeadingFocusRequest()) askedUntil.current = performance.now() + WATCH_MS;
    let userActed = false;
    const acted = () => {
      userActed = true;
      askedUntil.current = 0;
    };
    window.addEventListener('pointerdown', acted, true);
    window.addEventListener('keydown', acted, true);
    let frames = 0;
    let frame = 0;
    const until = performance.now() + WATCH_MS;
    const attempt = () => {
      if (userActed) return;
      const asked = performance.now() < askedUntil.current;
      // Two frames first: the page leaving must not take it.
      if (!asked || ++frames > 2) rescueFocus(document, asked);
      if (performance.now() < until) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointerdown', acted, true);
      window.removeEventListener('keydown', acted, true);
    };
  }, [key, messages]);
}
