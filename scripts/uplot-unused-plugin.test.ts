import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  UNUSED_UPLOT_HELPERS,
  UPLOT_FACET_MODE_EDITS,
  UPLOT_LEGEND_EDITS,
  UPLOT_LOG_SCALE_EDITS,
  UPLOT_TIME_EDITS,
  withoutUnusedUplotParts,
} from './uplot-unused-plugin';

const require = createRequire(import.meta.url);
const uplotSource = readFileSync(
  require.resolve('uplot').replace(/uPlot\.cjs\.js$/, 'uPlot.esm.js'),
  'utf8',
);

/** The kit's own source files (not its tests), as text. */
function kitSources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(join(folder, file), 'utf8'));
}

describe('uplotUnusedPlugin', () => {
  it('blanks out the installed uPlot’s helpers the kit leaves out, moving nothing else', () => {
    const kept = withoutUnusedUplotParts(uplotSource);
    expect(kept).toHaveLength(uplotSource.length);
    for (const statement of UNUSED_UPLOT_HELPERS) expect(kept).not.toContain(statement);
    expect(kept).toContain('(paths.linear  = linear);');
    expect(kept).toContain('(paths.spline  = monotoneCubic);');
  });

  it('makes every edit of the time scales, the log scales, the legend and the second mode', () => {
    const kept = withoutUnusedUplotParts(uplotSource);
    const edits = [
      ...UPLOT_TIME_EDITS,
      ...UPLOT_LOG_SCALE_EDITS,
      ...UPLOT_LEGEND_EDITS,
      ...UPLOT_FACET_MODE_EDITS,
    ];
    for (const [statement, becomes] of edits) {
      // The same statement may stand twice, each place edited once.
      const times = edits.filter(([other]) => other === statement).length;
      expect(kept.split(statement).length, statement).toBe(
        uplotSource.split(statement).length - times,
      );
      if (becomes) expect(kept, statement).toContain(becomes.padEnd(statement.length));
    }
    expect(kept).not.toMatch(/\bisTime = (?!false)/);
  });

  it('leaves out only what the kit never uses', () => {
    const sources = [...kitSources('widgets'), ...kitSources('core')];
    const uses = sources.filter((source) =>
      /uPlot\.(?:join|fmtDate|tzDate|rangeLog|rangeAsinh)\b|paths\.(?:bars|stepped)\b/.test(source),
    );
    expect(uses).toEqual([]);
    // Time scales, other scale distributions, the second mode and the legend: nowhere asked for.
    const asks = sources.filter((source) =>
      /\btime:\s*true|\bdistr:|\bmode:\s*2|legend:\s*\{\s*show:\s*true/.test(source),
    );
    expect(asks).toEqual([]);
    const graphOptions = readFileSync('widgets/price-graph/chart/graph-options.ts', 'utf8');
    expect(graphOptions).toContain('legend: { show: false }');
    expect(graphOptions).toContain('time: false');
  });

  it('refuses a uPlot that no longer assigns a helper as written', () => {
    expect(() => withoutUnusedUplotParts('uPlot.join = join;')).toThrow(/paths\.stepped/);
  });

  it('refuses a uPlot with a statement in another number of places than the edits make', () => {
    const once = 'const showLegend = legend.show;';
    expect(() => withoutUnusedUplotParts(`${uplotSource}\n${once}`)).toThrow(
      /uPlot has `const showLegend = legend\.show;` in 2 places, where .* edits 1:/,
    );
    const twice = 'let isTime = sc.time;';
    expect(() => withoutUnusedUplotParts(uplotSource.replace(twice, ''))).toThrow(
      /uPlot has `let isTime = sc\.time;` in one place, where .* edits 2:/,
    );
  });
});
