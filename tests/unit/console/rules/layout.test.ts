import { describe, expect, it } from 'vitest';
import { DIALOG_WIDTH, sidebarCollapsedByDefault, sidebarWidth } from '../../../../src/console/rules/layout';

describe('docs/product.md §9: sidebar 80 px collapsed, 240 px open, 288 px on extra-large; mobile at 767 px or less', () => {
  it.each([
    [767, true, 'a 767 px viewport is mobile: collapsed by default'],
    [768, false, 'a 768 px viewport is not mobile'],
    [375, true, 'a phone is mobile'],
  ])('%i px collapsed by default: %s (%s)', (width, collapsed) => {
    expect(sidebarCollapsedByDefault(width)).toBe(collapsed);
  });

  it.each([
    [1440, true, 80],
    [1024, false, 240],
    [1279, false, 240],
    [1280, false, 288],
    [500, false, 240],
  ])('%i px, collapsed %s → %i px', (width, collapsed, px) => {
    expect(sidebarWidth(width, collapsed)).toBe(px);
  });

  it('dialogs are 400 px wide', () => {
    expect(DIALOG_WIDTH).toBe(400);
  });
});
