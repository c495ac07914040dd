import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md §2 are lint rules: a wrong-way import fails `npm run lint`
 * (and CI). Each row lints one import as if written in an existing file of that layer.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(file: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: file });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

describe('imports flow one way', () => {
  it.each([
    ['the engine may not import the app', 'src/console/engine/EntityRoute.tsx', '../app/ConsoleLayout', true],
    ['the engine may not import a screen', 'src/console/engine/list/ListPage.tsx', '../../screens/home/HomeScreen', true],
    ['a screen may not import the app', 'src/console/screens/home/HomeScreen.tsx', '../../app/routes', true],
    ['common building blocks may not import the engine', 'src/console/common/Notice.tsx', '../engine/registry', true],
    ['state may not import a screen', 'src/console/state/areaStore.ts', '../screens/home/HomeScreen', true],
    ['shared code may not import React', 'src/shared/rules/routes.ts', 'react', true],
    ['shared code may not import Node', 'src/shared/rules/routes.ts', 'node:fs', true],
    ['shared code may not import the server', 'src/shared/rules/routes.ts', '../../server/app', true],
    ['the server may not import the console', 'src/server/app.ts', '../console/engine/registry', true],
    ['the app may import the engine', 'src/console/app/chrome/HeaderLinks.tsx', '../../engine/registry', false],
    ['a screen may import the engine and common blocks', 'src/console/screens/home/HomeScreen.tsx', '../../common/Notice', false],
    ['the engine may import common blocks', 'src/console/engine/EntityRoute.tsx', '../common/ScopeContext', false],
    ['common building blocks may not import a vendor coupling', 'src/console/common/Notice.tsx', '../vendor/antdParts', true],
    ['a vendor coupling may not import the engine', 'src/console/vendor/coreFields.ts', '../engine/registry', true],
    ['the engine may import a vendor coupling', 'src/console/engine/widgets/FormItem.tsx', '../../vendor/antdParts', false],
    ['a screen may not import antd’s private modules', 'src/console/screens/home/HomeScreen.tsx', 'antd/es/input/Input', true],
    [
      'the engine may not import rjsf’s undocumented files',
      'src/console/engine/edit/EditPage.tsx',
      '@rjsf/core/lib/components/fields/ArrayField.js',
      true,
    ],
    ['the app may not import antd’s private modules', 'src/console/main.tsx', 'antd/lib/button', true],
    ['a vendor coupling may import antd’s private modules', 'src/console/vendor/antdParts.ts', 'antd/es/input/Input', false],
    ['a screen may import antd itself', 'src/console/screens/home/HomeScreen.tsx', 'antd', false],
  ] as const)('%s', async (_sentence, file, specifier, refused) => {
    expect(await restricted(file, specifier)).toBe(refused);
  });

  it.each([
    ['a screen', 'src/console/screens/home/HomeScreen.tsx', true],
    ['the app', 'src/console/main.tsx', true],
    ['a vendor coupling', 'src/console/vendor/antdParts.ts', false],
  ] as const)('react-router’s UNSAFE_ exports are refused in %s unless it is a vendor coupling', async (_where, file, refused) => {
    const [result] = await eslint.lintText(
      `import { UNSAFE_createBrowserHistory } from 'react-router-dom';
export const h = UNSAFE_createBrowserHistory;
`,
      {
        filePath: file,
      },
    );
    expect((result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports')).toBe(refused);
  });
});
