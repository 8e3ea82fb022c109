import * as v from 'valibot';
import {
  graphUserSettingSchemas,
  ownersSettingName,
  OwnersSettingSchema,
  type GraphUserSettingName,
  type GraphUserSettings,
} from '../../../core/schemas/graph-user-settings';
import type { InstrumentKind } from './graph-instrument';
import { MAX_TECHNICAL_ANALYSES } from '../../../core/indicators';
import { MAX_COMPARATORS } from './comparator-list';
import { defaultPeriod, isKnownPeriod } from './graph-periods';
import {
  droppedAny,
  storedComparators,
  storedTechnicalAnalyses,
  trimmedListReason,
  type StoredList,
} from './stored-graph-lists';

/**
 * The graph's user settings: what a graph starts with, and how each stored value is read back. Each
 * setting is stored under its own key, `{graphIdentifier}/{setting}`, as JSON.
 */

/** Every setting with its value: stored ones over the defaults. */
export type GraphSettings = Required<GraphUserSettings> & { owners: boolean };

/** The product whose owners series the `{product}Owners` setting toggles. */
export const OWNERS_PRODUCT = 'shareville';

/** The storage name of the owners setting. */
export const OWNERS_SETTING = ownersSettingName(OWNERS_PRODUCT);

/** A setting's storage name: a fixed one, or the owners setting. */
export type GraphSettingName = GraphUserSettingName | typeof OWNERS_SETTING;

/** The storage names of every setting, for reading them all and restoring defaults. */
export const GRAPH_SETTING_NAMES: readonly GraphSettingName[] = [
  ...(Object.keys(graphUserSettingSchemas) as GraphUserSettingName[]),
  OWNERS_SETTING,
];

/**
 * The settings of a graph nobody has changed. The rules fix the period (WEEK_1 for funds, DAY_1
 * otherwise) and historical events (off unless stored); the rest are this kit's choice: a line with
 * a gradient, grid, highest and lowest, and the current price marked.
 */
export function defaultGraphSettings(kind: InstrumentKind): GraphSettings {
  return {
    bidPrice: false,
    buySellDots: true,
    comparators: [],
    fundDevelopment: 'last',
    graphType: 'line',
    grid: true,
    highestAndLowest: true,
    historicalEvents: [],
    historicalTable: false,
    lineGraphType: ['area-gradient'],
    period: defaultPeriod(kind),
    priceMarkers: 'current-price',
    resolution: {},
    technicalAnalyses: [],
    tooltipPosition: 'floating',
    volume: kind !== 'fund',
    owners: false,
  };
}

/** The key a setting of a graph is stored under. */
export function settingKey(graphIdentifier: string, name: GraphSettingName): string {
  return `${graphIdentifier}/${name}`;
}

/** The graph type value is stripped to letters, digits and underscore. */
export function strippedGraphType(stored: string): string {
  return stored.replace(/[^A-Za-z0-9_]/g, '');
}

/**
 * One stored value that could not be used as stored, and why: its default is used instead,
 * or, for a list that is `trimmed`, the entries the graph's rules accept.
 */
export interface SettingProblem {
  name: GraphSettingName;
  reason: string;
  trimmed?: true;
}

/** What was read back: every setting, and the stored values that were ignored. */
export interface StoredGraphSettings {
  settings: GraphSettings;
  problems: SettingProblem[];
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

type StoredListName = 'comparators' | 'technicalAnalyses';

/** The lists whose entries are read one by one, within the graph's limits. */
const STORED_LISTS: Record<
  StoredListName,
  { read: (entries: unknown[]) => StoredList<unknown>; limit: number }
> = {
  comparators: { read: storedComparators, limit: MAX_COMPARATORS },
  technicalAnalyses: { read: storedTechnicalAnalyses, limit: MAX_TECHNICAL_ANALYSES },
};

/**
 * The graph's settings from what is stored: each stored value is parsed with its schema, and one
 * that fails is reported and replaced by its default, never the whole set (invalid periods are
 * ignored and the default period used). The graph type is stripped to letters, digits and
 * underscore before it is checked, so `"candlestick"` stored with its JSON quotes, or by an older
 * version without them, both read as `candlestick`. The comparators and the technical analyses are
 * read entry by entry: the first valid, distinct entries up to the limit are kept, and what was
 * dropped is reported (`storedComparators`).
 *
 * @param stored reads the raw stored text of a setting, null when there is none
 */
export function readGraphSettings(
  stored: (name: GraphSettingName) => string | null,
  kind: InstrumentKind,
): StoredGraphSettings {
  const settings = defaultGraphSettings(kind);
  const problems: SettingProblem[] = [];
  const writable = settings as Record<string, unknown>;
  for (const name of GRAPH_SETTING_NAMES) {
    const text = stored(name);
    if (text === null) continue;
    const schema: v.GenericSchema =
      name === OWNERS_SETTING ? OwnersSettingSchema : graphUserSettingSchemas[name];
    const json =
      name === 'graphType' ? { ok: true, value: strippedGraphType(text) } : parseJson(text);
    if (!json.ok) {
      problems.push({ name, reason: 'not valid JSON' });
      continue;
    }
    if (name === 'period' && !isKnownPeriod(json.value)) {
      problems.push({ name, reason: `unknown period ${JSON.stringify(json.value)}` });
      continue;
    }
    const list = Object.hasOwn(STORED_LISTS, name) ? STORED_LISTS[name as StoredListName] : null;
    if (list && Array.isArray(json.value)) {
      const read = list.read(json.value);
      if (droppedAny(read.dropped)) {
        const reason = trimmedListReason(read, json.value.length, list.limit);
        problems.push({ name, reason, trimmed: true });
      }
      writable[name] = read.kept;
      continue;
    }
    const parsed = v.safeParse(schema, json.value);
    if (!parsed.success) {
      problems.push({ name, reason: v.summarize(parsed.issues) });
      continue;
    }
    writable[name === OWNERS_SETTING ? 'owners' : name] = parsed.output;
  }
  return { settings, problems };
}

/** The stored text of a setting's value. */
export function storedText(value: unknown): string {
  return JSON.stringify(value);
}
