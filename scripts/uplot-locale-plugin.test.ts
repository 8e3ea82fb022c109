import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  GUARDED_LOCALE_EXPRESSION,
  UPLOT_LOCALE_EXPRESSION,
  guardUplotLocale,
} from './uplot-locale-plugin';

const require = createRequire(import.meta.url);
const uplotSource = readFileSync(
  require.resolve('uplot').replace(/uPlot\.cjs\.js$/, 'uPlot.esm.js'),
  'utf8',
);

/** Evaluates a formatter expression as uPlot does, with a browser reporting `language`. */
function formatterFor(expression: string, language: string): Intl.NumberFormat {
  const build = new Function('domEnv', 'nav', `return ${expression};`) as (
    domEnv: boolean,
    nav: { language: string },
  ) => Intl.NumberFormat;
  return build(true, { language });
}

describe('uplotLocalePlugin', () => {
  it('finds the installed uPlot’s import-time formatter and replaces it', () => {
    const guarded = guardUplotLocale(uplotSource);
    expect(guarded).not.toContain(UPLOT_LOCALE_EXPRESSION);
    expect(guarded).toContain(GUARDED_LOCALE_EXPRESSION);
    expect(guarded.match(/nav\.language/g)).toHaveLength(1);
  });

  it('shows what went wrong: the original throws on a language that is no BCP 47 tag', () => {
    expect(() => formatterFor(UPLOT_LOCALE_EXPRESSION, 'C')).toThrow(RangeError);
  });

  it('builds a formatter for a language that is no tag, and keeps a valid one', () => {
    expect(formatterFor(GUARDED_LOCALE_EXPRESSION, 'C').format(1.5)).toMatch(/^1\D5$/);
    expect(formatterFor(GUARDED_LOCALE_EXPRESSION, '').format(2)).toBe('2');
    expect(formatterFor(GUARDED_LOCALE_EXPRESSION, 'sv-SE').resolvedOptions().locale).toBe('sv-SE');
    expect(formatterFor(GUARDED_LOCALE_EXPRESSION, 'de-DE').format(1234.5)).toBe('1.234,5');
  });

  it('fails the build when uPlot builds its formatter differently', () => {
    expect(() =>
      guardUplotLocale('const numFormatter = new Intl.NumberFormat(nav.language);'),
    ).toThrow(/uplot-locale-plugin/);
  });

  it('fails the build when uPlot builds that formatter in a second place', () => {
    expect(() =>
      guardUplotLocale(`${uplotSource}\nconst again = ${UPLOT_LOCALE_EXPRESSION};`),
    ).toThrow(/in 2 places, where scripts\/uplot-locale-plugin\.ts guards one/);
  });
});
