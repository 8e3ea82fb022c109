import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * `docs/rules.md` names, for every rule, the file it lives in and the constants and functions
 * that hold it: "`core/orders/order-limits.ts` (`QUANTITY_DECIMALS`, `orderLimits`)". A file
 * moved or a name changed leaves the catalogue pointing nowhere; this test fails on each such
 * place, so the catalogue moves with the code.
 */

/** A source file the catalogue names, with the names in parentheses after it, if any. */
const PLACE =
  /`((?:core|widgets|demo-pages|scripts)\/[\w./-]+\.(?:tsx?|js|css\.ts))`(?:,?\s*\(([^)]*)\))?/g;
const NAME = /`([A-Za-z_$][\w$]*)`/g;

/** Every file and name the catalogue gives, with what is wrong with it (none when all is well). */
function missingPlaces(catalogue: string, read: (path: string) => string | undefined) {
  const text = catalogue.replace(/\s*\n\s*/g, ' ');
  const missing: string[] = [];
  for (const [, path = '', names = ''] of text.matchAll(PLACE)) {
    const source = read(path);
    if (source === undefined) {
      missing.push(`${path} does not exist`);
      continue;
    }
    for (const [, name = ''] of names.matchAll(NAME)) {
      if (!new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(source)) {
        missing.push(`${path} has no ${name}`);
      }
    }
  }
  return missing;
}

const readSource = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

describe('the rules catalogue', () => {
  it('names only files that exist, and names in them that exist', () => {
    expect(missingPlaces(readFileSync('docs/rules.md', 'utf8'), readSource)).toEqual([]);
  });

  it('notices a moved file and a renamed constant', () => {
    const catalogue = [
      '- Views of 1000 and more are floored thousands.',
      '  `widgets/card/views.ts` (`VIEWS_THRESHOLD`,',
      '  `viewsLabel`), `core/gone.ts`.',
    ].join('\n');
    const sources: Record<string, string> = {
      'widgets/card/views.ts': 'export const VIEWS_LIMIT = 1000;\nexport function viewsLabel() {}',
    };
    expect(missingPlaces(catalogue, (path) => sources[path])).toEqual([
      'widgets/card/views.ts has no VIEWS_THRESHOLD',
      'core/gone.ts does not exist',
    ]);
  });
});
