import fastUri from 'fast-uri';
import uriResolver from '../../../../src/console/vendor/uriResolver';

// The console bundle swaps fast-uri for the shim (vite.config.ts); these rows are the uses rjsf
// makes of it, answered by both.
describe('the URI resolver the console bundles instead of fast-uri', () => {
  it.each([
    ['a relative file against a schema id', 'https://x.org/a/b.json', 'c.json#/d'],
    ['a fragment against a schema id', 'https://x.org/a/b.json', '#/definitions/d'],
    ['a parent path', 'https://x.org/a/', '../c'],
    ['an absolute reference', 'https://x.org/a/b.json', 'https://y.org/z'],
    ['a fragment against a URN', 'urn:example:x', '#/a'],
  ])('resolves %s as fast-uri does', (_, base, ref) => {
    expect(uriResolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['the same id', 'https://x.org/a', 'https://x.org/a'],
    ['ids differing in host case', 'https://X.org/a', 'https://x.org/a'],
    ['an escaped and a plain tilde', 'https://x.org/%7Ea', 'https://x.org/~a'],
    ['ids differing by a trailing slash', 'https://x.org/a/', 'https://x.org/a'],
    ['different paths', 'https://x.org/a', 'https://x.org/b'],
  ])('compares %s as fast-uri does', (_, a, b) => {
    expect(uriResolver.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
