import { describe, expect, it } from 'vitest';
import { loadingProgress } from '../../../../src/console/rules/loadingProgress';

describe('docs/product.md §9: the loading bar starts at 0.5 and moves on every 1200 ms', () => {
  it.each([
    ['the moment loading starts, the bar stands at the minimum', 0, 0.5],
    ['before the first 1200 ms have passed, it has not moved', 1199, 0.5],
    ['after one step it covers half of what was left', 1200, 0.75],
    ['after two steps, half of what was left again', 2400, 0.875],
    ['a very slow load never looks finished', 60_000, 0.99],
    ['a clock that went backwards counts as the start', -500, 0.5],
    ['a time that is not a number counts as the start', Number.NaN, 0.5],
  ])('%s', (_sentence, elapsed, expected) => {
    expect(loadingProgress(elapsed)).toBeCloseTo(expected, 5);
  });
});
