// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Ids come from `widgets/shared/use-element-id.ts`, which both runtimes keep unique. */
const NO_USE_ID = {
  name: 'react',
  importNames: ['useId'],
  message: 'Use useElementId() (widgets/shared/use-element-id.ts): useId repeats ids under Preact.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'demo-pages/react-app/build/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // The core is framework-free: no React, no widget code (DESIGN.md, Layout).
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                'react-dom/*',
                '@preact/signals-react',
                '@preact/signals-react/*',
                '@r2wc/*',
              ],
              message: 'core/ never imports React (DESIGN.md).',
            },
            {
              group: ['**/widgets/**', '../widgets/*', '../../widgets/*'],
              message: 'core/ never imports a widget (DESIGN.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // core/indicators is the lowest layer (DESIGN.md): it runs in the worker and imports no other part of the kit.
    files: ['core/indicators/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../*',
                '../../*',
                'react',
                'react-dom',
                'react/*',
                'react-dom/*',
                '@preact/*',
                '@r2wc/*',
              ],
              message:
                'core/indicators imports nothing from the rest of the kit (DESIGN.md, Layout).',
            },
          ],
        },
      ],
    },
  },
  {
    // React's useId repeats ids under the Preact runtime of the standalone files.
    files: ['widgets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_USE_ID] }] },
  },
  {
    // A widget never imports another widget; widgets/shared never imports a widget.
    files: ['widgets/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../curated-list-card/*',
                '../fund-order-panel/*',
                '../price-graph/*',
                '../spark-graph/*',
              ],
              message: 'widgets/shared never imports a widget.',
            },
          ],
          paths: [NO_USE_ID],
        },
      ],
    },
  },
);
