import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'scratch/**',
      'test-results/**',
      'bench/results/**',
      'src/server/db/migrations/**',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/console/**/*.{ts,tsx}', 'tests/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests poke at loosely typed JSON responses; unsafe-member rules would only add casts.
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'generators/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Layers (docs/architecture.md §2): imports flow one way. src/shared is pure and imports neither side;
  // in the console, common building blocks (common, api, state) ← engine ← screens ← app.
  ...[
    {
      files: ['src/shared/**/*.ts'],
      banned: ['(^|/)(console|server)/', '^react', '^node:'],
      why: 'src/shared is pure: no React, no Node, no server or console code',
    },
    { files: ['src/server/**/*.ts'], banned: ['(^|/)console/'], why: 'the server never imports the console' },
    {
      files: ['src/console/{common,api,state,rules}/**/*.{ts,tsx}'],
      banned: ['(^|/)(engine|screens|app|vendor)/', '(^|/)server/'],
      why: 'common building blocks import no engine, screen, app or vendor code',
    },
    {
      files: ['src/console/vendor/**/*.{ts,tsx}'],
      banned: ['(^|/)(engine|screens|app)/', '(^|/)server/'],
      why: 'vendor couplings import only common building blocks',
    },
    {
      files: ['src/console/engine/**/*.{ts,tsx}'],
      banned: ['(^|\\.\\./)(screens|app)/', '(^|/)server/'],
      why: 'the engine imports no screen and no app code',
    },
    { files: ['src/console/screens/**/*.{ts,tsx}'], banned: ['(^|\\.\\./)app/', '(^|/)server/'], why: 'screens import no app code' },
    {
      files: ['src/console/{app,main.tsx,renderPage.tsx}', 'src/console/app/**/*.{ts,tsx}'],
      banned: ['(^|/)server/'],
      why: 'the console never imports the server',
    },
  ].map(({ files, banned, why }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...banned.map((regex) => ({ regex, message: `Wrong-way import: ${why}.` })),
            // Public APIs only (issue 32): a library's private modules and UNSAFE_ exports are reached
            // from src/console/vendor/ alone, each coupling pinned and checked there.
            ...(files.some((f) => f.includes('/vendor/'))
              ? []
              : [
                  { regex: '^antd/(es|lib)/', message: 'antd’s private modules: go through src/console/vendor/.' },
                  { regex: '^@rjsf/[^/]+/lib/', message: 'rjsf’s undocumented files: go through src/console/vendor/.' },
                  {
                    regex: '^react-router(-dom)?$',
                    importNamePattern: '^UNSAFE_',
                    message: 'react-router’s UNSAFE_ exports: go through src/console/vendor/.',
                  },
                ]),
          ],
        },
      ],
    },
  })),
  {
    files: ['src/console/**/*.{ts,tsx}'],
    ignores: ['src/console/vendor/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/__react/]', message: 'React’s private keys: go through src/console/vendor/.' },
      ],
    },
  },
  {
    // The session of an authenticated route comes from authOf(request) (src/server/auth/authOf.ts), never `request.auth!`.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSNonNullExpression > MemberExpression[property.name='auth']",
          message: 'Use authOf(request) instead of request.auth!.',
        },
      ],
    },
  },
  { files: ['eslint.config.js', 'bin/**/*.mjs', 'src/server/**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
