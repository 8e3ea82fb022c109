// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNGUARDED_FORMATTER, checkUplotLocalePatched } from './uplot-locale-patch';

const require = createRequire(import.meta.url);
const UPLOT_ESM = require.resolve('uplot').replace(/uPlot\.cjs\.js$/, 'uPlot.esm.js');
const PATCH = join(
  import.meta.dirname,
  `../patches/uplot+${(require('uplot/package.json') as { version: string }).version}.patch`,
);

/** Loads the installed uPlot afresh in a browser whose `navigator.language` is `language`. */
async function loadUplotWithLanguage(language: string) {
  vi.resetModules();
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
  // uPlot reads the screen's pixel ratio as it loads; jsdom has no media queries.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined }));
  // The module the kit bundles (Node's `import 'uplot'` would take the CommonJS build).
  return ((await import(/* @vite-ignore */ UPLOT_ESM)) as { default: typeof import('uplot') })
    .default;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('uPlot as installed, with the kit’s patch', () => {
  it('shows what the patch is for: a language that is no BCP 47 tag makes a formatter throw', () => {
    expect(() => new Intl.NumberFormat('C')).toThrow(RangeError);
  });

  it('loads in a browser that reports the language `C`, formatting numbers all the same', async () => {
    const uPlot = await loadUplotWithLanguage('C');
    expect(uPlot.fmtNum(1234.5)).toMatch(/^1\D?234\D5$/);
  });

  it('keeps formatting in the browser’s language when it is a valid tag', async () => {
    const uPlot = await loadUplotWithLanguage('de-DE');
    expect(uPlot.fmtNum(1234.5)).toBe('1.234,5');
  });

  it('is pinned to the installed version, and the module holds no unguarded formatter', () => {
    expect(readFileSync(PATCH, 'utf8')).toContain(`-const numFormatter = ${UNGUARDED_FORMATTER};`);
    expect(() => {
      checkUplotLocalePatched(readFileSync(UPLOT_ESM, 'utf8'), UPLOT_ESM);
    }).not.toThrow();
  });
});
