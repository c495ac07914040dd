import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { styleFunctionRanges } from '../../../generators/vite/antdStyleFunctions';

/** The source text of each range the transform would replace with an empty rule function. */
const found = (code: string) =>
  styleFunctionRanges(parseAst(code) as unknown as Parameters<typeof styleFunctionRanges>[0]).map(([start, end]) => code.slice(start, end));

describe("antdStyleFunctions: in zero-runtime mode antd's rule functions are dropped, its tokens kept", () => {
  it.each([
    [
      "genStyleHooks' rule function goes; the component token function stays",
      "export default genStyleHooks('Button', (token) => [genShared(token)], prepareComponentToken, { unitless: {} });",
      ['(token) => [genShared(token)]'],
    ],
    [
      "genSubStyleComponent's rule function goes",
      "export default genSubStyleComponent(['Input', 'TextArea'], genTextAreaStyle, prepareComponentToken);",
      ['genTextAreaStyle'],
    ],
    [
      "genComponentStyleHook's rule function goes",
      "const useStyle = genComponentStyleHook('Wave', (token) => genWave(token));",
      ['(token) => genWave(token)'],
    ],
    ['other calls are left alone', 'const x = mergeToken(token, { a: 1 }); genLinkStyle(token);', []],
  ])('%s', (_sentence, code, expected) => {
    expect(found(code)).toEqual(expected);
  });
});
