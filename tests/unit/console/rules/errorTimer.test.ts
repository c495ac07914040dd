import { describe, expect, it } from 'vitest';
import { ERROR_TICK_MS, showsErrorView } from '../../../../src/console/rules/errorTimer';

describe('docs/product.md §9: the error timer ticks every 1 s; the error view appears after the counter passes 8', () => {
  it('ticks every second', () => {
    expect(ERROR_TICK_MS).toBe(1000);
  });

  it.each([
    [0, false],
    [7, false],
    [8, false],
    [9, true],
    [30, true],
  ])('counter %i → error view %s', (counter, shown) => {
    expect(showsErrorView(counter)).toBe(shown);
  });
});
