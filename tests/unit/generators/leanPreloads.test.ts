import { describe, expect, it } from 'vitest';
import { leanPreloads } from '../../../generators/vite/leanPreloads';

/**
 * A built console in small: the entry imports React statically; the record page imports the entry's
 * chunks and the form engine; the child lists (loaded by the record page) import the form engine and
 * the list engine.
 */
const BUNDLE = {
  'assets/index.js': { type: 'chunk', imports: ['assets/react.js'] },
  'assets/react.js': { type: 'chunk', imports: [] },
  'assets/EditPage.js': { type: 'chunk', imports: ['assets/index.js', 'assets/form.js'] },
  'assets/form.js': { type: 'chunk', imports: ['assets/react.js'] },
  'assets/ChildSections.js': { type: 'chunk', imports: ['assets/form.js', 'assets/ListPage.js'] },
  'assets/ListPage.js': { type: 'chunk', imports: ['assets/react.js'] },
  'assets/index.css': { type: 'asset' },
};

function built() {
  const lean = leanPreloads();
  const hook = lean.plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, BUNDLE);
  return lean.resolveDependencies;
}

describe('leanPreloads', () => {
  it.each([
    [
      'the record page loading its child lists preloads only the list engine: React and the form engine are loaded with it',
      'assets/EditPage.js',
      ['assets/ChildSections.js', 'assets/form.js', 'assets/ListPage.js', 'assets/react.js'],
      ['assets/ChildSections.js', 'assets/ListPage.js'],
    ],
    [
      'the entry loading the record page preloads the form engine, not React',
      'assets/index.js',
      ['assets/EditPage.js', 'assets/form.js', 'assets/react.js'],
      ['assets/EditPage.js', 'assets/form.js'],
    ],
    ['a chunk the build does not know keeps its whole list', 'assets/unknown.js', ['assets/react.js'], ['assets/react.js']],
  ])('%s', (_, host, deps, kept) => {
    expect(built()('assets/x.js', deps, { hostId: host, hostType: 'js' })).toEqual(kept);
  });

  it('leaves the page’s own preload links (html) as Vite writes them', () => {
    expect(built()('assets/EditPage.js', ['assets/react.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['assets/react.js']);
  });
});
