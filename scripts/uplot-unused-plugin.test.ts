import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNUSED_UPLOT_HELPERS, withoutUnusedUplotHelpers } from './uplot-unused-plugin';

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
    const kept = withoutUnusedUplotHelpers(uplotSource);
    expect(kept).toHaveLength(uplotSource.length);
    for (const statement of UNUSED_UPLOT_HELPERS) expect(kept).not.toContain(statement);
    expect(kept).toContain('(paths.linear  = linear);');
    expect(kept).toContain('(paths.spline  = monotoneCubic);');
  });

  it('leaves out only helpers the kit never calls', () => {
    const uses = [...kitSources('widgets'), ...kitSources('core')].filter((source) =>
      /uPlot\.join\b|paths\.(?:bars|stepped)\b/.test(source),
    );
    expect(uses).toEqual([]);
  });

  it('refuses a uPlot that no longer assigns a helper as written', () => {
    expect(() => withoutUnusedUplotHelpers('uPlot.join = join;')).toThrow(/paths\.stepped/);
  });
});
