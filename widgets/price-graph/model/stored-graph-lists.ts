import * as v from 'valibot';
import { addTechnicalAnalysis, MAX_TECHNICAL_ANALYSES } from '../../../core/indicators';
import {
  ComparatorSchema,
  TechnicalAnalysisSettingSchema,
  type Comparator,
  type TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import { MAX_COMPARATORS } from './comparator-list';
import { freeSeriesColor } from './series-palette';
import { settingParameters } from './technical-analysis-setting';

/**
 * The graph's stored lists, comparators and technical analyses, read back under the same rules that
 * hold when they are added in the drawer (at most 8 comparators and 8 technical analyses,
 * docs/rules.md#graph-limits): storage is written by other code, other versions or by hand, so a
 * stored list may hold broken entries, duplicates or more than the limit. The first entries that
 * the rules accept are kept in their stored order; the rest are dropped and counted.
 */

/** Why stored entries were dropped, by cause. */
export interface DroppedEntries {
  /** Entries that fail the entry's schema, or an indicator's parameter rules. */
  invalid: number;
  /** The same instrument or indicator again, an id already taken, a second MACD, RSI or Stochastic. */
  duplicates: number;
  /** Valid, new entries past the limit. */
  overLimit: number;
}

/** A stored list as the graph uses it. */
export interface StoredList<T> {
  kept: T[];
  dropped: DroppedEntries;
}

/** Whether anything of the stored list was dropped. */
export function droppedAny(dropped: DroppedEntries): boolean {
  return dropped.invalid + dropped.duplicates + dropped.overLimit > 0;
}

/**
 * What a warning says of a trimmed list, e.g. `kept 8 of 50 entries; dropped 2 invalid,
 * 3 duplicates, 37 over the limit of 8`.
 */
export function trimmedListReason(
  list: StoredList<unknown>,
  stored: number,
  limit: number,
): string {
  const { invalid, duplicates, overLimit } = list.dropped;
  const causes = [
    invalid > 0 ? `${invalid} invalid` : '',
    duplicates > 0 ? `${duplicates} ${duplicates === 1 ? 'duplicate' : 'duplicates'}` : '',
    overLimit > 0 ? `${overLimit} over the limit of ${limit}` : '',
  ].filter(Boolean);
  return `kept ${list.kept.length} of ${stored} entries; dropped ${causes.join(', ')}`;
}

function noneDropped(): DroppedEntries {
  return { invalid: 0, duplicates: 0, overLimit: 0 };
}

/**
 * Each entry keeps its stored colour unless an entry kept before it has that colour; then it
 * takes the lowest free one, so no two series of the graph share a colour.
 */
function withOwnColor<T extends { colorIndex: number }>(entry: T, kept: readonly T[]): T {
  const taken = kept.map((other) => other.colorIndex);
  return taken.includes(entry.colorIndex)
    ? { ...entry, colorIndex: freeSeriesColor(taken) }
    : entry;
}

/** The stored comparators: valid ones, one per instrument, at most `limit`. */
export function storedComparators(
  entries: readonly unknown[],
  limit: number = MAX_COMPARATORS,
): StoredList<Comparator> {
  const kept: Comparator[] = [];
  const dropped = noneDropped();
  for (const entry of entries) {
    const parsed = v.safeParse(ComparatorSchema, entry);
    if (!parsed.success) dropped.invalid += 1;
    else if (kept.some((other) => other.orderBookId === parsed.output.orderBookId)) {
      dropped.duplicates += 1;
    } else if (kept.length >= limit) dropped.overLimit += 1;
    else kept.push(withOwnColor(parsed.output, kept));
  }
  return { kept, dropped };
}

/**
 * The stored technical analyses: each entry is judged as if it were added to those kept before
 * it (the core's `addTechnicalAnalysis`), except that a second MACD, RSI or Stochastic is
 * dropped rather than replacing the first, since the first one stored is the one kept.
 */
export function storedTechnicalAnalyses(
  entries: readonly unknown[],
  limit: number = MAX_TECHNICAL_ANALYSES,
): StoredList<TechnicalAnalysisSetting> {
  const kept: TechnicalAnalysisSetting[] = [];
  const dropped = noneDropped();
  for (const entry of entries) {
    const parsed = v.safeParse(TechnicalAnalysisSettingSchema, entry);
    if (!parsed.success) {
      dropped.invalid += 1;
      continue;
    }
    const setting = parsed.output;
    const added = addTechnicalAnalysis(
      kept.map(settingParameters),
      settingParameters(setting),
      limit,
    );
    if (added.outcome === 'invalid') dropped.invalid += 1;
    else if (added.outcome === 'limitReached') dropped.overLimit += 1;
    else if (added.outcome !== 'added' || kept.some((other) => other.id === setting.id)) {
      dropped.duplicates += 1;
    } else kept.push(withOwnColor(setting, kept));
  }
  return { kept, dropped };
}
