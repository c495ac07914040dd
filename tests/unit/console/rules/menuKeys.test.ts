import { describe, expect, it } from 'vitest';
import { menuKey } from '../../../../src/console/rules/menuKeys';

describe('the keys of an open menu (common/MenuButton.tsx)', () => {
  it.each([
    ['ArrowDown on the first of three moves to the second', 'ArrowDown', 0, 3, { move: 1 }],
    ['ArrowDown on the last wraps to the first', 'ArrowDown', 2, 3, { move: 0 }],
    ['ArrowUp on the first wraps to the last', 'ArrowUp', 0, 3, { move: 2 }],
    ['ArrowUp on the third moves to the second', 'ArrowUp', 2, 3, { move: 1 }],
    ['Home jumps to the first', 'Home', 2, 3, { move: 0 }],
    ['End jumps to the last', 'End', 0, 3, { move: 2 }],
    ['Enter chooses the item', 'Enter', 1, 3, { choose: true }],
    ['Space chooses the item', ' ', 1, 3, { choose: true }],
    ['Escape closes and gives the focus back to the button', 'Escape', 1, 3, { close: 'focus-button' }],
    ['Tab closes and lets the focus move on', 'Tab', 1, 3, { close: 'let-focus-go' }],
    ['a letter does nothing', 'a', 1, 3, undefined],
    ['an empty menu still closes on Escape', 'Escape', 0, 0, { close: 'focus-button' }],
    ['an empty menu has nowhere to move', 'ArrowDown', 0, 0, undefined],
  ])('%s', (_sentence, key, index, count, action) => {
    expect(menuKey(key, index, count)).toEqual(action);
  });
});
