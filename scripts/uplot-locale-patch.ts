/**
 * uPlot builds its number formatter when it is imported, from the browser's language:
 * `new Intl.NumberFormat(domEnv ? nav.language : 'en-US')`. A browser may report a language
 * that is no BCP 47 tag (some WebKitGTK builds say `C` without a locale), and then that line
 * throws a RangeError while the kit's modules evaluate, so no element is ever defined.
 *
 * The fix is uPlot's own (after its 1.6.32 release); until a release carries it, the kit's
 * patch in `patches/` guards the expression, applied to the installed package by
 * patch-package when `npm install` or `npm ci` runs the package's `prepare` script.
 */
export const UNGUARDED_FORMATTER = "new Intl.NumberFormat(domEnv ? nav.language : 'en-US')";

/**
 * Fails the build of a uPlot module that still builds its formatter unguarded: the patch was
 * not applied, or uPlot was upgraded and the patch no longer matches it.
 */
export function checkUplotLocalePatched(code: string, file: string): void {
  if (!code.includes(UNGUARDED_FORMATTER)) return;
  throw new Error(
    `${file} builds its number formatter as \`${UNGUARDED_FORMATTER}\`, which throws on a browser language that is no BCP 47 tag, so no element would be defined. The kit's patch in patches/ guards it, applied by \`npm install\` (the prepare script runs patch-package): run it. If uPlot was upgraded, check whether the release guards the formatter itself and drop the patch, or renew it for the new version (\`npx patch-package uplot\`).`,
  );
}
