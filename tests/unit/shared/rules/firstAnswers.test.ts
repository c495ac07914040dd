import { requestKey, scriptJson } from '../../../../src/shared/rules/firstAnswers';

describe('a call is known by its path and its parameters, whatever their order', () => {
  it.each([
    ['a path without parameters is itself', '/api/client/session', '/api/client/session'],
    ['parameters are put in name order', '/api/x?b=2&a=1', '/api/x?a=1&b=2'],
    ['a repeated name keeps both values, in value order', '/api/x?t=b&t=a', '/api/x?t=a&t=b'],
    ['an empty query is no query', '/api/x?', '/api/x'],
    ['encoded values keep their meaning', '/api/x?q=a%20b&f=%7B%22k%22%3A1%7D', '/api/x?f=%7B%22k%22%3A1%7D&q=a+b'],
  ])('%s', (_sentence, url, key) => {
    expect(requestKey(url)).toBe(key);
  });
});

describe('JSON inside a <script> element', () => {
  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['an opening comment', '<!-- x'],
    ['an ampersand entity', '&lt;'],
    ['the line and paragraph separators', '\u2028\u2029'],
    ['a NUL and a lone surrogate', '\u0000\ud800'],
  ])('carries %s without any <, >, & or separator, and reads back as written', (_sentence, text) => {
    const json = scriptJson({ text });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text });
  });
});
