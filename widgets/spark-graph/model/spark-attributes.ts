import * as v from 'valibot';
import { PERIOD_IDS, type PeriodId } from '../../../core/schemas/enumerations';
import { safeParse } from '../../../core/schemas/parse-boundary';
import { SPARK_DEFAULT_PERIOD } from './spark-defaults';

/*
 * The spark graph's attributes as a CMS editor types them, parsed at the boundary
 * (docs/architecture.md). Anything the schema refuses makes the element render nothing and say why
 * in the console, instead of drawing a wrong line.
 */

/** A decimal number as text: `12`, `-0.5`, `.25`, `1e3`; not `0x10`, not an empty string. */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** Number words a list may hold for missing data; they are not finite, so they are left out when drawn. */
const NON_FINITE_TEXT = /^(?:NaN|[+-]?Infinity)$/;

/** The periods a spark can show: every graph period but CUSTOM, which needs a date range. */
export const SPARK_PERIODS = PERIOD_IDS.filter(
  (period): period is Exclude<PeriodId, 'CUSTOM'> => period !== 'CUSTOM',
);

/** A period a spark can show. */
export type SparkPeriod = (typeof SPARK_PERIODS)[number];

/** One item of a comma list: a number, a non-finite number word, `null` (a gap), or the text itself (refused later). */
function listItem(token: string): unknown {
  const text = token.trim();
  if (DECIMAL_TEXT.test(text)) return Number(text);
  if (NON_FINITE_TEXT.test(text)) return Number(text);
  return text === 'null' ? null : text;
}

/**
 * The `values` attribute's text as a list: a JSON array (`[1, 2.5, 3]`), or a comma list
 * (`1, 2.5, 3`), with or without brackets. JSON has no NaN, so `[1, NaN]` is read as a comma
 * list in brackets: a CMS editor pasting a series with a missing value gets the finite part.
 */
export function valuesFromText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      // Not JSON: read it as a comma list in brackets below.
    }
  }
  const inner = trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
  return inner.trim() === '' ? [] : inner.split(',').map(listItem);
}

/** One value of a series: a number (finite or not) or `null` for a gap. */
const isSeriesValue = (item: unknown): item is number | null =>
  item === null || typeof item === 'number';

/**
 * `values`: the attribute's text, or an array set as a property, as a list of numbers or nulls.
 * One pass reads the text and checks every item, naming the first that is neither a number
 * nor null: a schema per item would cost more than drawing the spark, and a page draws hundreds
 * of sparks in one frame.
 */
const ValuesSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const list = typeof dataset.value === 'string' ? valuesFromText(dataset.value) : dataset.value;
    if (!Array.isArray(list)) {
      addIssue({ message: 'Expected a JSON array or a comma list of numbers' });
      return NEVER;
    }
    const index = list.findIndex((item) => !isSeriesValue(item));
    if (index !== -1) {
      addIssue({
        message: `Expected a number or null at item ${String(index + 1)}, got ${JSON.stringify(list[index]) ?? 'undefined'}`,
      });
      return NEVER;
    }
    return list as readonly (number | null)[];
  }),
);

/** `close`: a finite number, as a number or as decimal text. */
const CloseSchema = v.union(
  [
    v.pipe(v.number(), v.finite()),
    v.pipe(v.string(), v.trim(), v.regex(DECIMAL_TEXT), v.transform(Number), v.finite()),
  ],
  'Expected a finite number',
);

/** `instrument-id`: the instrument whose spark series is loaded. */
const InstrumentIdSchema = v.union(
  [
    v.pipe(v.string(), v.trim(), v.nonEmpty()),
    v.pipe(v.number(), v.integer(), v.transform(String)),
  ],
  'Expected an instrument id',
);

const AttributesSchema = v.object({
  values: v.optional(ValuesSchema),
  close: v.optional(CloseSchema),
  instrumentId: v.optional(InstrumentIdSchema),
  period: v.optional(
    v.pipe(v.string(), v.trim(), v.picklist(SPARK_PERIODS, `Expected ${SPARK_PERIODS.join(', ')}`)),
    SPARK_DEFAULT_PERIOD,
  ),
});

/** What a spark draws: values given inline, a series loaded by instrument, or nothing yet. */
export type SparkSource =
  | {
      readonly kind: 'inline';
      /** The values as given, non-finite ones and gaps included. */
      readonly values: readonly (number | null)[];
      readonly close: number | undefined;
    }
  | {
      readonly kind: 'instrument';
      readonly instrumentId: string;
      readonly period: SparkPeriod;
      /** A close given on the element wins over the series' previous close. */
      readonly close: number | undefined;
    }
  | { readonly kind: 'none' };

/** The attributes parsed: a source, or why they cannot be drawn. */
export type ParsedSparkAttributes =
  | { readonly ok: true; readonly source: SparkSource }
  | { readonly ok: false; readonly reason: string };

/** The attributes as the element hands them over (each undefined when absent). */
export interface SparkAttributes {
  values?: unknown;
  close?: unknown;
  instrumentId?: unknown;
  period?: unknown;
}

/** Attribute text that is only whitespace counts as absent, as an empty CMS field would be. */
const present = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * Parses the element's attributes. `values` wins over `instrument-id`, as inline data does
 * on the curated-list card; neither gives the `none` source (nothing to draw yet).
 */
export function parseSparkAttributes(attributes: SparkAttributes): ParsedSparkAttributes {
  const result = safeParse(
    AttributesSchema,
    {
      values: present(attributes.values),
      close: present(attributes.close),
      instrumentId: present(attributes.instrumentId),
      period: present(attributes.period),
    },
    'spark graph attributes',
  );
  if (!result.success) return { ok: false, reason: result.error.message };
  const { values, close, instrumentId, period } = result.output;
  if (values) return { ok: true, source: { kind: 'inline', values, close } };
  if (instrumentId) {
    return { ok: true, source: { kind: 'instrument', instrumentId, period, close } };
  }
  return { ok: true, source: { kind: 'none' } };
}
