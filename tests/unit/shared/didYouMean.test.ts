import { describe, expect, it } from 'vitest';
import { choicesHint, closestChoice, editDistance } from '../../../src/shared/didYouMean';

describe('near misses in a declaration', () => {
  it.each([
    ['genricString', ['genericString', 'text', 'email'], 'genericString'],
    ['EMAIL', ['genericString', 'text', 'email'], 'email'],
    ['x-refs', ['x-ref', 'x-options', 'x-unique'], 'x-ref'],
    ['envirnment', ['environment', 'book'], 'environment'],
    ['zzz', ['genericString', 'text', 'email'], undefined],
    ['curencies', ['currencies', 'languages', 'countries'], 'currencies'],
  ] as const)('"%s" is taken for %s → %s', (value, choices, expected) => {
    expect(closestChoice(value, choices)).toBe(expected);
  });

  it('counts edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('names the likely choice, then every valid one', () => {
    expect(choicesHint('EVTS', ['EDU', 'EVT', 'SPC', 'HAF'])).toBe(' (did you mean "EVT"?); choose one of: EDU, EVT, SPC, HAF');
    expect(choicesHint('zzzzzz', ['a', 'b'])).toBe('; choose one of: a, b');
  });
});
