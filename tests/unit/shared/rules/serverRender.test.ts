import { safeStyles } from '../../../../src/shared/rules/serverRender';

/** antd's theme `<style>` elements go into a server-rendered page only when they hold nothing but CSS. */
describe('safeStyles', () => {
  const style = (css: string, attrs = 'data-rc-order="prependQueue" data-css-hash="x1"') => `<style ${attrs}>${css}</style>`;

  it.each([
    ['no styles at all are kept as nothing', '', ''],
    ['one element of CSS is kept', style('.css-var-root{--ant-color-primary:#1d4ed8}'), 'same'],
    ['several elements of CSS are kept', style('.a{color:red}') + style('.b{content:"x|y"}'), 'same'],
    [
      'a colour that closes its element and opens another is dropped, with all the rest',
      style('.a{color:red</style><img src=x onerror=alert(1)>}'),
      '',
    ],
    ['a colour that only closes its element is dropped', style('.a{color:red</style>}'), ''],
    ['markup between elements is dropped', `${style('.a{}')}<script>alert(1)</script>${style('.b{}')}`, ''],
    ['an attribute that breaks out of its tag is dropped', '<style data-x="a><script>">.a{}</style>', ''],
  ])('%s', (_what, markup, expected) => {
    expect(safeStyles(markup)).toBe(expected === 'same' ? markup : expected);
  });
});
