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
 * uPlot's time scales: its date formats, time steps and time-axis labels, built when the module
 * loads and again for every chart. The kit's scales are plain numbers (`time: false`,
 * chart/graph-options.ts), its dates its own, in the market's time zone (model/time-axis.ts).
 * Each edit makes a scale's `time` false or a time helper nothing, so the minifier leaves the
 * whole date machinery out; a scale given `time: true` would be drawn as numbers.
 */
export const UPLOT_TIME_EDITS: readonly (readonly [statement: string, becomes: string])[] = [
  ['time: FEAT_TIME,', 'time: false,'],
  ['= days.map(slice3);', '= [];'],
  ['= months.map(slice3);', '= [];'],
  ['= genTimeStuffs(1);', '= [];'],
  ['= genTimeStuffs(1e-3);', '= [];'],
  ['uPlot.fmtDate = fmtDate;', ''],
  ['uPlot.tzDate  = tzDate;', ''],
  ['(opts.tzDate || (ts => new Date(round(ts / ms))));', 'null;'],
  ['(opts.fmtDate || fmtDate);', 'null;'],
  ['(ms == 1 ? timeAxisSplitsMs(_tzDate) : timeAxisSplitsS(_tzDate));', 'null;'],
  [
    'timeAxisVals(_tzDate, timeAxisStamps((ms == 1 ? _timeAxisStampsMs : _timeAxisStampsS), _fmtDate));',
    'null;',
  ],
  ['timeSeriesVal(_tzDate, timeSeriesStamp(_timeSeriesStamp, _fmtDate));', 'null;'],
  // Twice: for the scales' ranges, and for the axes.
  ['let isTime = sc.time;', 'let isTime = false;'],
  ['let isTime = sc.time;', 'let isTime = false;'],
  ['let isTime = mode == 1 && scales[s.scale].time;', 'let isTime = false;'],
  ['else if (scaleX.time)', 'else if (false)'],
];

/**
 * uPlot's logarithmic and asinh scales (`distr: 3` and `4`): their ranges, steps and labels.
 * The kit's scales are linear (uPlot's default `distr: 1`); each edit takes the linear case,
 * so a scale given another `distr` would be drawn as linear.
 */
export const UPLOT_LOG_SCALE_EDITS: readonly (readonly [statement: string, becomes: string])[] = [
  ['uPlot.rangeLog = rangeLog;', ''],
  ['uPlot.rangeAsinh = rangeAsinh;', ''],
  ['if (xScaleDistr == 3)', 'if (false)'],
  ['else if (xScaleDistr == 4)', 'else if (false)'],
  ['(sc.distr == 3 ? snapLogX : sc.distr == 4 ? snapAsinhX : snapNumX)', '(snapNumX)'],
  ['(sc.distr == 3 ? snapLogY : sc.distr == 4 ? snapAsinhY : snapNumY)', '(snapNumY)'],
  [
    'sc.distr == 3 ? logAxisSplits : sc.distr == 4 ? asinhAxisSplits : numAxisSplits',
    'numAxisSplits',
  ],
  [
    'sc.distr >= 3 && sc.log == 10 ? log10AxisValsFilt : sc.distr == 3 && sc.log == 2 ? log2AxisValsFilt : retArg1',
    'retArg1',
  ],
];

/**
 * uPlot's legend: its table, rows and click handlers. The kit never shows it (`legend: { show:
 * false }`, chart/graph-options.ts: the pill bar is the legend, the tooltip the live values), so
 * the legend is off whatever the options say.
 */
export const UPLOT_LEGEND_EDITS: readonly (readonly [statement: string, becomes: string])[] = [
  ['const showLegend = legend.show;', 'const showLegend = false;'],
  ['if (legend.show && legend.live && shouldSetLegend)', 'if (false)'],
];

/**
 * uPlot's second mode (`mode: 2`, each series with x and y values of its own: scatter plots).
 * The kit's series share one x (uPlot's default `mode: 1`), so every chart is in that mode.
 */
export const UPLOT_FACET_MODE_EDITS: readonly (readonly [statement: string, becomes: string])[] = [
  ['mode: ifNull(opts.mode, 1),', 'mode: 1,'],
  ['const mode = self.mode;', 'const mode = 1;'],
  ['const mode = u.mode;', 'const mode = 1;'],
  ['let mode = self.mode;', 'let mode = 1;'],
];

/**
 * uPlot's module without the helpers the kit does not use, its time scales, its logarithmic
 * scales, its legend and its second mode, each edit padded with spaces so every other character
 * keeps its place (and uPlot's source map stays true); throws if uPlot no longer has one of
 * them as written, or has a statement in another number of places than the edits make (a place
 * left unedited would keep what the kit means to leave out).
 */
export function withoutUnusedUplotParts(code: string): string {
  const edits = [
    ...UNUSED_UPLOT_HELPERS.map((statement) => [statement, ''] as const),
    ...UPLOT_TIME_EDITS,
    ...UPLOT_LOG_SCALE_EDITS,
    ...UPLOT_LEGEND_EDITS,
    ...UPLOT_FACET_MODE_EDITS,
  ];
  for (const [statement] of edits) {
    const found = code.split(statement).length - 1;
    const expected = edits.filter(([other]) => other === statement).length;
    if (found === 0) {
      throw new Error(
        `uPlot no longer has \`${statement}\`: check what the kit may leave out, and update scripts/uplot-unused-plugin.ts.`,
      );
    }
    if (found !== expected) {
      throw new Error(
        `uPlot has \`${statement}\` in ${found === 1 ? 'one place' : `${found} places`}, where scripts/uplot-unused-plugin.ts edits ${expected}: check each place, and update the edits there.`,
      );
    }
  }
  let kept = code;
  for (const [statement, becomes] of edits) {
    kept = kept.replace(statement, becomes.padEnd(statement.length));
  }
  return kept;
}
