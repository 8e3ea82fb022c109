import * as v from 'valibot';
import type { AttributeInputs } from '../../shared/element-attributes';
import type { priceGraphSpec } from '../spec';
import { indicatorTickerSymbol } from '../../../core/schemas/indicator-symbol';
import { MAX_COMPARATORS } from './comparator-list';
import type { PeriodId } from '../../../core/schemas/enumerations';
import { parseGraphFeatures, type GraphFeature } from './graph-features';
import { chartTimeZone, InstrumentKindSchema, type InstrumentKind } from './graph-instrument';
import { defaultPeriod } from './graph-periods';

/** The element's attributes as they arrive: untrusted text. */
export type GraphAttributes = AttributeInputs<(typeof priceGraphSpec)['attributes']>;

/** What the graph is set up with, once its attributes are read. */
export interface GraphConfig {
  instrumentId: string;
  /** The key its settings are stored under (`{graphIdentifier}/{setting}`). */
  graphIdentifier: string;
  kind: InstrumentKind;
  defaultPeriod: PeriodId;
  /** The instrument's name, for the chart's accessible name and the tooltip. */
  name: string;
  /** The chart's time zone, by country. */
  timeZone: string;
  features: ReadonlySet<GraphFeature>;
  /** At most this many comparisons; with 1, a new pick replaces the old one. */
  comparatorLimit: number;
  /** Called after each frame the chart draws, with its number of points. */
  onDrawn: (points: number) => void;
}

/** The setup read from attributes, or why the graph cannot be shown. */
export type GraphSetup = { ok: true; config: GraphConfig } | { ok: false; reason: string };

/**
 * The id of the series to draw: an instrument id, or an index symbol such as `OMXS30` (an index's
 * written `OMX S30` or `S&P 500` stripped to its letters and digits first). It becomes a path
 * segment, so it is kept to letters, digits and `._~-`.
 */
const SeriesIdSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._~-]{1,64}$/));

/**
 * A page may lower the comparator limit of 8, down to 1. A number set as the property reaches
 * the graph as the attribute's text.
 */
const ComparatorLimitSchema = v.pipe(
  v.string(),
  v.trim(),
  v.decimal(),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
  v.maxValue(MAX_COMPARATORS),
);

/** Storage identifier of a graph that names none: one per instrument kind, so fund and stock graphs keep their own settings. */
const defaultGraphIdentifier = (kind: InstrumentKind) => `price-graph-${kind}`;

/**
 * Reads the attributes: an instrument id is required; an unknown instrument type falls back to a
 * stock's graph and an unknown country to Stockholm time, each reported.
 */
export function readGraphSetup(
  attributes: GraphAttributes,
  onDrawn: (points: number) => void,
): { setup: GraphSetup; warnings: string[] } {
  const warnings: string[] = [];
  const kindResult = v.safeParse(
    InstrumentKindSchema,
    attributes.instrumentType?.trim().toLowerCase() ?? 'stock',
  );
  const kind: InstrumentKind = kindResult.success ? kindResult.output : 'stock';
  const written = attributes.instrumentId?.trim() ?? '';
  // An index is an indicator, whose ticker symbol is stripped to alphanumerics.
  const id = v.safeParse(
    SeriesIdSchema,
    kind === 'index' ? indicatorTickerSymbol(written) : written,
  );
  if (!id.success) {
    return {
      setup: {
        ok: false,
        reason: attributes.instrumentId
          ? `instrument-id "${attributes.instrumentId}" is not an instrument id`
          : 'instrument-id is missing',
      },
      warnings,
    };
  }
  if (!kindResult.success)
    warnings.push(
      `instrument-type "${attributes.instrumentType ?? ''}" is unknown; a stock's graph is shown`,
    );
  const features = parseGraphFeatures(attributes.features);
  if (features.unknown.length > 0)
    warnings.push(`unknown features ignored: ${features.unknown.join(', ')}`);
  const limit = v.safeParse(
    ComparatorLimitSchema,
    attributes.comparatorLimit ?? String(MAX_COMPARATORS),
  );
  if (!limit.success)
    warnings.push(
      `comparator-limit "${String(attributes.comparatorLimit)}" is not a whole number from 1 to ${MAX_COMPARATORS}; ${MAX_COMPARATORS} is used`,
    );
  const identifier = attributes.graphIdentifier?.trim();
  return {
    setup: {
      ok: true,
      config: {
        instrumentId: id.output,
        graphIdentifier: identifier || defaultGraphIdentifier(kind),
        kind,
        defaultPeriod: defaultPeriod(kind),
        name: attributes.instrumentName?.trim() || written,
        timeZone: chartTimeZone(attributes.country),
        features: features.available,
        comparatorLimit: limit.success ? limit.output : MAX_COMPARATORS,
        onDrawn,
      },
    },
    warnings,
  };
}
