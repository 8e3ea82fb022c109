// @ts-check
import fs from 'node:fs';
import path from 'node:path';
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

/** The elements' folders under widgets/; each is a widget of its own. */
const WIDGETS = ['curated-list-card', 'fund-order-panel', 'price-graph', 'spark-graph'];

/**
 * React (and Preact's React API, which the standalone files carry in its place), which core/,
 * the sandbox and a widget's model/ do without.
 */
const REACT_PACKAGES = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'preact/compat',
  'preact/compat/*',
];

/**
 * An import that climbs out (`../`…) into one of these widgets' folders.
 * @param {string[]} widgets
 */
const intoWidgets = (widgets) => ({
  regex: `^(\\.\\./)+(widgets/)?(${widgets.join('|')})(/|$)`,
});

/**
 * Imports that resolve to a `.tsx` file (a component), written with or without the extension.
 * `no-restricted-imports` sees only the text of an import, so this one looks at the disk.
 */
/** @type {import('eslint').Rule.RuleModule} */
const noComponentImports = {
  meta: {
    type: 'problem',
    messages: { component: "A widget's model/ never imports a component (.tsx): {{target}}." },
    schema: [],
  },
  create(context) {
    /** @param {{ source?: import('estree').Literal | null }} node */
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const base = path.resolve(path.dirname(context.filename), specifier.replace(/\?.*$/, ''));
      const target = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((suffix) => base + suffix)
        .find((file) => /\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile());
      if (target?.endsWith('.tsx')) {
        context.report({ node, messageId: 'component', data: { target: specifier } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * An import from one widget into any other.
 * @param {string} widget
 */
const otherWidgetsOf = (widget) => ({
  ...intoWidgets(WIDGETS.filter((other) => other !== widget)),
  message: 'A widget never imports another widget; what two share goes to widgets/shared.',
});

/** The kit's own layer rules. */
const layers = { rules: { 'no-component-imports': noComponentImports } };

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'release/',
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
    // The core is framework-free: no React, no widget code (docs/architecture.md#layers).
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REACT_PACKAGES,
              message: 'core/ never imports React.',
            },
            {
              group: ['**/widgets/**', '../widgets/*', '../../widgets/*'],
              message: 'core/ never imports a widget.',
            },
          ],
        },
      ],
    },
  },
  {
    // core/indicators is the lowest layer: it runs in the worker and imports no other part of the kit.
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
              ],
              message: 'core/indicators imports nothing from the rest of the kit.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sandbox must disagree with the client when the client is wrong, so it imports no
    // client code: only core's contract (endpoints, schemas, site paths).
    files: ['demo-pages/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+widgets(/|$)',
              message: 'The sandbox imports only core/, never widget code.',
            },
          ],
        },
      ],
    },
  },
  // The blocks below set no-restricted-imports for nested sets of widget files. Flat config
  // keeps only the last matching block's options for a rule, so each block repeats what the
  // wider ones forbid: NO_USE_ID everywhere, no other widget in a widget, no React in a model.
  {
    // React's useId repeats ids under the Preact runtime of the standalone files.
    files: ['widgets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_USE_ID] }] },
  },
  {
    files: ['widgets/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...intoWidgets(WIDGETS), message: 'widgets/shared never imports a widget.' },
          ],
          paths: [NO_USE_ID],
        },
      ],
    },
  },
  ...WIDGETS.flatMap((widget) => {
    const otherWidgets = otherWidgetsOf(widget);
    return [
      {
        files: [`widgets/${widget}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': ['error', { patterns: [otherWidgets], paths: [NO_USE_ID] }],
        },
      },
      {
        // A widget's model/ holds its rules, pure and framework-free.
        files: [`widgets/${widget}/model/**/*.{ts,tsx}`],
        plugins: { layers },
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                otherWidgets,
                { group: REACT_PACKAGES, message: "A widget's model/ never imports React." },
              ],
              paths: [NO_USE_ID],
            },
          ],
          'layers/no-component-imports': 'error',
        },
      },
    ];
  }),
  // The price graph's own floors: the card composes the parts, which never import it; ui/ holds
  // what the parts share and imports nothing else of the graph's.
  {
    files: ['widgets/price-graph/{chart,data,drawer,footer,header,historical-table}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            otherWidgetsOf('price-graph'),
            {
              regex: '^(\\.\\./)+card(/|$)',
              message: 'A part of the price graph never imports the card that composes it.',
            },
          ],
          paths: [NO_USE_ID],
        },
      ],
    },
  },
  {
    files: ['widgets/price-graph/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            otherWidgetsOf('price-graph'),
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: "The price graph's ui/ imports nothing of the graph's but ui/ itself.",
            },
          ],
          paths: [NO_USE_ID],
        },
      ],
    },
  },
);
