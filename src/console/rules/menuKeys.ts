/** What a key does in an open menu (WAI-ARIA menu button pattern): move the focus, choose, close, or nothing. */
export type MenuKeyAction = { move: number } | { choose: true } | { close: 'focus-button' | 'let-focus-go' } | undefined;

/**
 * The item a key in an open menu of `count` items leads to from item `index`: arrows wrap around,
 * Home and End jump to the ends, Enter and Space choose, Escape closes back to the button and Tab
 * closes letting the focus move on.
 */
export function menuKey(key: string, index: number, count: number): MenuKeyAction {
  if (count === 0) return key === 'Escape' ? { close: 'focus-button' } : undefined;
  switch (key) {
    case 'ArrowDown':
      return { move: (index + 1) % count };
    case 'ArrowUp':
      return { move: (index - 1 + count) % count };
    case 'Home':
      return { move: 0 };
    case 'End':
      return { move: count - 1 };
    case 'Enter':
    case ' ':
      return { choose: true };
    case 'Escape':
      return { close: 'focus-button' };
    case 'Tab':
      return { close: 'let-focus-go' };
    default:
      return undefined;
  }
}
