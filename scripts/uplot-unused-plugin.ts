/**
 * uPlot hangs every helper it offers on its constructor (`uPlot.join`, `uPlot.paths.bars`, …),
 * so a bundler keeps them all. The kit never joins tables, nor draws uPlot's stepped lines or
 * its bars (the kit's bars are its own, snapped to whole pixels: chart/snapped-bars.ts). Without
 * those assignments the minifier leaves the three functions out of every file that carries
 * uPlot.
 */
export const UNUSED_UPLOT_HELPERS = [
  'uPlot.join = join;',
  '(paths.stepped = stepped);',
  '(paths.bars    = bars);',
] as const;

/**
 * uPlot's module without the assignments of the helpers the kit does not use, each blanked out
 * so every other character keeps its place (and uPlot's source map stays true); throws if uPlot
 * no longer has one of them as written.
 */
export function withoutUnusedUplotHelpers(code: string): string {
  let kept = code;
  for (const statement of UNUSED_UPLOT_HELPERS) {
    if (!kept.includes(statement)) {
      throw new Error(
        `uPlot no longer has \`${statement}\`: check what the kit may leave out, and update scripts/uplot-unused-plugin.ts.`,
      );
    }
    kept = kept.replace(statement, ' '.repeat(statement.length));
  }
  return kept;
}
