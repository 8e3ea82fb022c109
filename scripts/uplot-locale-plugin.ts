/**
 * uPlot builds its number formatter when it is imported, from the browser's language:
 * `new Intl.NumberFormat(domEnv ? nav.language : 'en-US')`. A browser may report a language
 * that is no BCP 47 tag (some WebKitGTK builds say `C` without a locale), and then that line
 * throws a RangeError while the kit's modules evaluate, so no element is ever defined.
 */
export const UPLOT_LOCALE_EXPRESSION = "new Intl.NumberFormat(domEnv ? nav.language : 'en-US')";

/**
 * The same formatter, on the browser's language when it is a valid tag and on the browser's
 * default locale otherwise (an empty list of locales).
 */
export const GUARDED_LOCALE_EXPRESSION =
  "new Intl.NumberFormat(((tag) => { try { return Intl.getCanonicalLocales(tag); } catch { return []; } })(domEnv ? nav.language : 'en-US'))";

/**
 * uPlot's module with its import-time formatter guarded; throws if uPlot changed that line, or
 * has it in a second place, which would stay unguarded.
 */
export function guardUplotLocale(code: string): string {
  if (!code.includes(UPLOT_LOCALE_EXPRESSION)) {
    throw new Error(
      "uPlot no longer builds its formatter as `new Intl.NumberFormat(domEnv ? nav.language : 'en-US')`: check whether an invalid navigator.language still breaks its import, and update scripts/uplot-locale-plugin.ts.",
    );
  }
  const found = code.split(UPLOT_LOCALE_EXPRESSION).length - 1;
  if (found !== 1) {
    throw new Error(
      `uPlot has \`${UPLOT_LOCALE_EXPRESSION}\` in ${found} places, where scripts/uplot-locale-plugin.ts guards one: guard each place.`,
    );
  }
  return code.replace(UPLOT_LOCALE_EXPRESSION, GUARDED_LOCALE_EXPRESSION);
}
