import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { trimAntdCss } from './trimAntdCss';

/** The component folder of a bundled antd module (`button` of …/antd/es/button/Button.js). */
const ANTD_FOLDER = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([^\\/]+)[\\/]/;
/** A component's class prefix as its code asks for it: getPrefixCls('btn'). */
const PREFIX_CALL = /getPrefixCls\(\s*['"]([\w-]+)['"]/g;

/** The class prefixes (`ant-btn`) each antd component folder asks for, read from its code. */
export function antdPrefixes(esDir: string): Map<string, Set<string>> {
  const byFolder = new Map<string, Set<string>>();
  for (const folder of readdirSync(esDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const found = new Set<string>();
    for (const file of readdirSync(join(esDir, folder.name), { withFileTypes: true, recursive: true })) {
      if (!file.isFile() || !file.name.endsWith('.js')) continue;
      for (const [, name] of readFileSync(join(file.parentPath, file.name), 'utf8').matchAll(PREFIX_CALL)) found.add(`ant-${name}`);
    }
    if (found.size > 0) byFolder.set(folder.name, found);
  }
  return byFolder;
}

/**
 * The console paints antd from antd's own static stylesheet (zero-runtime mode,
 * src/console/app/ConsoleLayout.tsx), which holds every component's rules: ≈ 108 kB gzip, most of
 * them for components no screen shows. Once the build knows which antd components it bundled (on
 * any route, lazy ones too: the stylesheet is one file), this drops the rules of the others
 * (trimAntdCss.ts). A component the console starts to use brings its rules with it.
 */
export function antdStylesheet(): Plugin {
  const esDir = join(dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
  return {
    name: 'console:antd-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const folders = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          const folder = ANTD_FOLDER.exec(id)?.[1];
          if (folder !== undefined && module.renderedLength > 0) folders.add(folder);
        }
      }
      const byFolder = antdPrefixes(esDir);
      const prefixes = [...new Set([...byFolder.values()].flatMap((set) => [...set]))];
      const used = new Set([...folders].flatMap((folder) => [...(byFolder.get(folder) ?? [])]));
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        const css = typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
        if (css.includes('.ant-')) output.source = trimAntdCss(css, prefixes, used);
      }
    },
  };
}
