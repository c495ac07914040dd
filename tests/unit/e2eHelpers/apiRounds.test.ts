import { roundsOf } from '../../e2e/helpers/apiRounds';

const call = (start: number, end: number) => ({ url: `/api/${start}`, start, end });

describe('roundsOf', () => {
  it.each([
    ['no call is no round', [], 0],
    ['calls sent together are one round', [call(0, 10), call(1, 12), call(2, 8)], 1],
    ['a call sent after another answered is a second round', [call(0, 10), call(11, 20)], 2],
    ['a chain of four is four rounds', [call(0, 10), call(11, 20), call(21, 30), call(31, 40)], 4],
    ['a call sent while the first is still out stays in round one', [call(0, 10), call(5, 20), call(21, 30)], 2],
  ])('%s', (_what, calls, expected) => {
    expect(roundsOf(calls)).toBe(expected);
  });
});
