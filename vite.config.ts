import { resolve as resolvePath } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { compactCataloguesPlugin } from './scripts/compact-catalogues-plugin.ts';
import { compileHintBanner } from './scripts/compile-hints.ts';
import { kitFilePlugin } from './scripts/kit-file-plugin.ts';
import { languageFilesPlugin } from './scripts/language-files-plugin.ts';
import { shadowCssPlugin } from './scripts/shadow-css-plugin.ts';
import { ELEMENT_TAGS } from './scripts/element-tags.ts';
import { uplotSourcePlugin } from './scripts/uplot-source-plugin.ts';

/**
 * React's modules as Preact's compatibility layer provides them. The components are written
 * and tested in React (component tests, the React entry under the host's React 19); the files
 * a page loads on their own carry Preact's React API instead of React DOM, about 55 KB gzip
 * less for every element, and run the element, end-to-end and engine tests as shipped.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/**
 * Terser's compression for the files a page loads as they are, run by Vite before the bundler's
 * own minifier: three passes, rewrites into syntax up to ES2020 (newer syntax in the code is kept
 * as it is), the module's own top level. Property names and `this` are left alone (no `unsafe`
 * option): the output runs exactly as the source does. Measured on the one-file kit, the two
 * minifiers together write about 2 KB gzip less than the bundler's alone.
 */
const TERSER_OPTIONS = {
  ecma: 2020,
  compress: { passes: 3 },
  mangle: true,
  format: { comments: /^!|@license|@preserve/i },
} as const;

/**
 * The files a page loads as they are start the indicator worker from themselves, not from a
 * second copy of its code inlined as text (core/worker/spawn-from-kit.ts).
 */
const WORKER_FROM_THE_FILE = {
  find: /^\.\/spawn-from-text$/,
  replacement: './spawn-from-kit',
};

/**
 * A widget's texts in one language, its keys with them, are a chunk of their own, named for the
 * size report: `chunks/price-graph.fi-<hash>.js`.
 */
function textsChunkName(chunk: { facadeModuleId: string | null }): string {
  const texts = /\/widgets\/([^/]+)\/messages\/(sv|nb|da|fi|en)\.ts$/.exec(
    chunk.facadeModuleId ?? '',
  );
  return texts ? `chunks/${texts[1] ?? ''}.${texts[2] ?? ''}-[hash].js` : 'chunks/[name]-[hash].js';
}

/**
 * The React entry's modules define nothing as they load (a component defines its element when
 * it mounts), so an app's bundler may leave out every component it does not import: a
 * `package.json` beside them says so (`sideEffects: false`) for what lies under `dist/react/`,
 * and keeps them ES modules.
 */
function reactModulesPackagePlugin(): Plugin {
  return {
    name: 'react-modules-package',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'package.json',
        source: `${JSON.stringify({ type: 'module', sideEffects: false }, null, 2)}\n`,
      });
    },
  };
}

/**
 * The library builds (docs/architecture.md#build-outputs):
 * - `vite build` (mode `production`): `dist/broker-widgets.js`, one ES module defining every
 *   element, the worker inlined, on Preact's React API, and its texts beside it, one JSON file
 *   per language (`dist/texts/`);
 * - `vite build --mode elements`: `dist/elements/<tag>.js`, one entry per element sharing chunks,
 *   on Preact's React API;
 * - `vite build --mode core`: `dist/core.js`, the framework-free core alone (`broker-widgets/core`);
 * - `vite build --mode react`: `dist/react/index.js` and `dist/react/<tag>.js`, the elements as
 *   React components for React apps (`broker-widgets/react`, one module per component sharing
 *   chunks), importing the app's own React instead of carrying one;
 * - `vite build --mode react-demo` and `--mode react-demo-server`: the demo pages' React app
 *   (not part of the package), its browser half and the server half that renders its page.
 */
export default defineConfig(({ command, mode }) => {
  const elements = mode === 'elements';
  const reactComponents = mode === 'react';
  // The demo pages' React app, bundled with its own React and the shipped dist/react/: the
  // browser's half, and the server's (React itself left to Node).
  const demoServer = mode === 'react-demo-server';
  const demo = mode === 'react-demo' || demoServer;
  // The files a page loads on its own carry a runtime; those carry Preact's React API.
  const standalone = command === 'build' && (mode === 'production' || elements);
  return {
    base: './',
    // Short class names: a debug name (`drawer_tab__17nz5vp0`) is written in the CSS and again in the
    // JS of every element, for nobody; tests find elements by role and label, never by class.
    plugins: [
      // The one-file kit's texts are files beside it, one per language.
      ...(command === 'build' && mode === 'production' ? [languageFilesPlugin()] : []),
      // The per-element and React builds make each language a file: its keys go with it.
      compactCataloguesPlugin({ keysInEachLanguage: elements || reactComponents }),
      vanillaExtractPlugin({ identifiers: 'short' }),
      shadowCssPlugin(),
      uplotSourcePlugin(),
      kitFilePlugin(),
      ...(reactComponents ? [reactModulesPackagePlugin()] : []),
      react(),
    ],
    // The demo app names the React entry's source; it is bundled from the shipped file.
    resolve: demo
      ? {
          alias: [
            {
              find: /^\.\.\/\.\.\/widgets\/react$/,
              replacement: resolvePath('dist/react/index.js'),
            },
          ],
        }
      : standalone
        ? { alias: [...PREACT_FOR_REACT, WORKER_FROM_THE_FILE] }
        : undefined,
    // Library mode does not replace process.env.NODE_ENV; without this both React builds ship.
    define:
      command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
    worker: {
      format: 'es',
      // The worker is inlined as text: its hints go as the main build's do, and a source map it
      // could never find from a blob: URL is not made.
      rolldownOptions: {
        output: {
          minify: true,
          comments: { legal: true, annotation: false, jsdoc: false },
          sourcemap: false,
        },
      },
    },
    build: {
      target: 'es2022',
      outDir: demo
        ? 'demo-pages/react-app/build'
        : elements
          ? 'dist/elements'
          : reactComponents
            ? 'dist/react'
            : 'dist',
      emptyOutDir: false,
      // Maps are written beside the files a page loads as they are, for the size report and for
      // whoever debugs a page (DevTools can be pointed at them), but the standalone files do not
      // name them: the comment is about 40 bytes gzip in every file a page downloads. The React
      // entry's modules are bundled again by the app, whose bundler does not pass a package's
      // maps on: they would be megabytes in every install, read by no one.
      sourcemap: standalone ? 'hidden' : !reactComponents,
      reportCompressedSize: false,
      ...(standalone ? { minify: 'terser' as const, terserOptions: TERSER_OPTIONS } : {}),
      ssr: demoServer,
      lib: demo
        ? {
            entry: demoServer
              ? 'demo-pages/react-app/server.tsx'
              : 'demo-pages/react-app/client.tsx',
            formats: ['es'],
            fileName: () => (demoServer ? 'server.js' : 'react-app.js'),
          }
        : elements || reactComponents
          ? {
              entry: Object.fromEntries([
                ...ELEMENT_TAGS.map((tag) => [
                  tag,
                  elements ? `widgets/${tag}/define.ts` : `widgets/react/${tag}.ts`,
                ]),
                ...(reactComponents ? [['index', 'widgets/react/index.ts']] : []),
              ]),
              formats: ['es'],
              fileName: (_format, name) => `${name}.js`,
            }
          : {
              entry: mode === 'core' ? 'core/index.ts' : 'widgets/index.ts',
              formats: ['es'],
              fileName: () => (mode === 'core' ? 'core.js' : 'broker-widgets.js'),
            },
      rolldownOptions: {
        // The React entry uses the app's React and ReactDOM (peer dependencies).
        external: reactComponents || demoServer ? [/^react(?:-dom)?(?:\/|$)/] : undefined,
        // Terser's passes (TERSER_OPTIONS) are most of the build of the files a page loads, by
        // design. The bundler's report of slow plugins named Vite's Terser hook on every such
        // build and said nothing new; the other builds keep the report.
        checks: standalone ? { bundlerTimings: false } : undefined,
        output: {
          minify: true,
          // The files are loaded as they are, not bundled again: the minifier's tree-shaking
          // hints (a thousand `@__PURE__` marks, about 1 KB gzip) help nobody; licences stay.
          comments: { legal: true, annotation: false, jsdoc: false },
          codeSplitting: elements || reactComponents ? undefined : false,
          chunkFileNames: textsChunkName,
          // The per-element files whose code runs before the first frame are compiled as they
          // load (scripts/compile-hints.ts); after minification, so that they open with it.
          postBanner: elements ? compileHintBanner : undefined,
        },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'core/**/*.test.ts',
              'widgets/**/*.test.ts',
              'demo-pages/sandbox/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            exclude: ['**/*.element.test.ts', 'node_modules/**', 'dist/**'],
            setupFiles: ['scripts/texts-test-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            include: ['widgets/**/*.test.tsx'],
            setupFiles: ['scripts/texts-test-setup.ts', 'scripts/component-test-setup.ts'],
          },
        },
      ],
    },
  };
});
