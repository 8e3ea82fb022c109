import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compactCataloguesPlugin } from './scripts/compact-catalogues-plugin.ts';
import { shadowCssPlugin } from './scripts/shadow-css-plugin.ts';
import { ELEMENT_TAGS } from './scripts/element-tags.ts';
import { uplotLocalePlugin } from './scripts/uplot-locale-plugin.ts';

/**
 * Two library builds (DESIGN.md, Public contract):
 * - `vite build` (mode `production`): `dist/broker-widgets.js`, one self-contained ES module
 *   defining every element, the worker inlined;
 * - `vite build --mode elements`: `dist/elements/<tag>.js`, one entry per element sharing chunks;
 * - `vite build --mode core`: `dist/core.js`, the framework-free core alone (`broker-widgets/core`).
 */
export default defineConfig(({ command, mode }) => {
  const elements = mode === 'elements';
  return {
    base: './',
    // Short class names: a debug name (`drawer_tab__17nz5vp0`) is written in the CSS and again in the
    // JS of every element, for nobody; tests find elements by role and label, never by class.
    plugins: [
      compactCataloguesPlugin(),
      vanillaExtractPlugin({ identifiers: 'short' }),
      shadowCssPlugin(),
      uplotLocalePlugin(),
      react(),
    ],
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
      outDir: elements ? 'dist/elements' : 'dist',
      emptyOutDir: false,
      sourcemap: true,
      reportCompressedSize: false,
      lib: elements
        ? {
            entry: Object.fromEntries(ELEMENT_TAGS.map((tag) => [tag, `widgets/${tag}/define.ts`])),
            formats: ['es'],
            fileName: (_format, name) => `${name}.js`,
          }
        : {
            entry: mode === 'core' ? 'core/index.ts' : 'widgets/index.ts',
            formats: ['es'],
            fileName: () => (mode === 'core' ? 'core.js' : 'broker-widgets.js'),
          },
      rolldownOptions: {
        output: {
          minify: true,
          // The files are loaded as they are, not bundled again: the minifier's tree-shaking
          // hints (a thousand `@__PURE__` marks, about 1 KB gzip) help nobody; licences stay.
          comments: { legal: true, annotation: false, jsdoc: false },
          codeSplitting: !elements ? false : undefined,
          chunkFileNames: 'chunks/[name]-[hash].js',
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
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            include: ['widgets/**/*.test.tsx'],
            setupFiles: ['scripts/component-test-setup.ts'],
          },
        },
      ],
    },
  };
});
