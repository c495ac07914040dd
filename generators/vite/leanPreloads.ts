import type { Plugin } from 'vite';

interface ChunkLike {
  type: string;
  imports?: string[];
}

/**
 * Vite writes, beside each dynamic import, the list of chunks to preload with it (its
 * `__vite__mapDeps`): every static dependency of the imported chunk, though the chunk doing the
 * import has already loaded many of them (React, antd's core, the console's shared modules). Those
 * entries preload nothing (the browser has them) and cost bytes on every page: about 7 kB gzip on a
 * record page. This drops, from each list, the chunks the importing chunk itself depends on
 * statically, which are loaded before its code runs. Public hooks only: Rollup's `generateBundle`
 * (order 'pre', before Vite writes the lists) to see the chunk graph, and Vite's
 * `build.modulePreload.resolveDependencies` to shorten each list.
 */
export function leanPreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], ctx: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let bundle: Record<string, ChunkLike> | undefined;
  const loadedWith = new Map<string, Set<string>>();
  /** The chunk and everything it imports statically, transitively: loaded before it runs. */
  const closure = (file: string): Set<string> => {
    const known = loadedWith.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(bundle?.[next]?.imports ?? []));
    }
    loadedWith.set(file, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'lean-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loadedWith.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !bundle?.[hostId]) return deps;
      const loaded = closure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
