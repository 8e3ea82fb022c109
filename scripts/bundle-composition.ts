import { gzipSync } from 'node:zlib';

/*
 * Where a bundle's bytes come from, read from its source map: each stretch of the minified code
 * belongs to the source the map names for it, and sources are grouped by npm package
 * (`react-dom`, `@preact/signals-core`) or by the kit's own folder (`widgets/price-graph`,
 * `core/i18n`). Text the map names no source for (CSS, the inlined worker, the bundler's glue)
 * is `(no source)`.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (Base64 VLQ). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`Not a source-map digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The group a source belongs to: its npm package, or the kit folder two levels deep. */
export function sourceGroup(source: string): string {
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (packageName) return packageName;
  return source
    .replace(/^(?:\.\.\/)+/, '')
    .split('/')
    .slice(0, 2)
    .join('/');
}

export interface CompositionRow {
  group: string;
  raw: number;
  /** The group's code compressed alone: a guide to its share, not a sum of the bundle's gzip. */
  gzip: number;
}

/** The bundle's code by group, largest compressed first. */
export function bundleComposition(
  code: string,
  map: { sources: string[]; mappings: string },
): CompositionRow[] {
  const lines = code.split('\n');
  const texts = new Map<string, string[]>();
  let source = 0;
  map.mappings.split(';').forEach((mappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    const starts: { column: number; group: string }[] = [];
    for (const segment of mappings.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      const name = sourceDelta === undefined ? undefined : map.sources[source];
      starts.push({ column, group: name === undefined ? '(no source)' : sourceGroup(name) });
    }
    if (starts.length === 0 && line) starts.push({ column: 0, group: '(no source)' });
    starts.forEach((start, at) => {
      const end = starts[at + 1]?.column ?? line.length;
      const parts = texts.get(start.group) ?? [];
      parts.push(line.slice(start.column, end));
      texts.set(start.group, parts);
    });
  });
  return [...texts]
    .map(([group, parts]) => {
      const text = parts.join('');
      return { group, raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
