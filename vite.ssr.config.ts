import { defineConfig, type PluginOption } from 'vite';
import console from './vite.config';

/** Plugins that only shape what browsers download: a server bundle has no stylesheet and is never sent. */
const BROWSER_ONLY = new Set(['console:antd-stylesheet', 'console:precompress']);
const named = (plugin: PluginOption): string | undefined =>
  plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined;

// The console's server bundle (src/console/renderPage.tsx): the same modules, aliases and
// declarations as the browser's build, so its markup is what the browser's first render draws.
// Everything is bundled (antd's es/ modules do not load in Node as they are published), so the
// server needs no front-end package installed.
export default defineConfig({
  ...console,
  plugins: (console.plugins ?? []).flat().filter((plugin) => !BROWSER_ONLY.has(named(plugin) ?? '')),
  publicDir: false,
  // React's production build, as the browser runs: the same markup, and no development checks per render.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'renderPage.tsx',
    outDir: '../../dist/console-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rolldownOptions: { ...console.build?.rolldownOptions, output: { entryFileNames: 'renderPage.js' } },
  },
});
