import * as v from 'valibot';

/**
 * What the graph needs to know about its instrument beyond the id: its kind (fund graphs default to
 * WEEK_1) and its country, which sets the chart's time zone.
 */

/** The kinds of instrument a graph can show. */
export const INSTRUMENT_KINDS = ['stock', 'fund', 'index', 'etf', 'certificate'] as const;

/** Parses an instrument kind attribute. */
export const InstrumentKindSchema = v.picklist(INSTRUMENT_KINDS);

/** An instrument kind. */
export type InstrumentKind = v.InferOutput<typeof InstrumentKindSchema>;

/** The chart's time zone by country, Stockholm by default (docs/rules.md#graph-limits). */
export const CHART_TIME_ZONES = {
  no: 'Europe/Oslo',
  dk: 'Europe/Copenhagen',
  se: 'Europe/Stockholm',
  fi: 'Europe/Helsinki',
  de: 'Europe/Berlin',
} as const;

/** The default time zone is Stockholm. */
export const DEFAULT_CHART_TIME_ZONE = CHART_TIME_ZONES.se;

/** The chart's time zone for a country code (any case); Stockholm for any other. */
export function chartTimeZone(country: string | undefined): string {
  const key = country?.trim().toLowerCase() ?? '';
  return Object.hasOwn(CHART_TIME_ZONES, key)
    ? CHART_TIME_ZONES[key as keyof typeof CHART_TIME_ZONES]
    : DEFAULT_CHART_TIME_ZONE;
}
