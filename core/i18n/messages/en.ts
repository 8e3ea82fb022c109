import type { fundOrderEn } from './fund-order/en';
import type { priceGraphEn } from './price-graph/en';

/**
 * The English catalogue is the source of the base key set: every other catalogue is typed
 * `Messages`, so a missing or misspelt key is a compile error. Placeholders are `{name}`.
 */
export const en = {
  'curatedList.views': '{views} views',
  'curatedList.badge.NEW': 'New',
  'curatedList.badge.TRENDING': 'Trending',
  'curatedList.moreInstruments': '{count} more instruments',
  'curatedList.instrumentLogo': 'Instrument in the list',
  'curatedList.loading': 'Loading list',
  'curatedList.unavailable': 'The list could not be loaded.',
  'curatedList.invalid': 'This list cannot be shown.',
  'curatedList.retry': 'Try again',
  'curatedList.missingSource': 'No list has been chosen for this card.',
  // <spark-graph>: the text alternative of the drawing.
  'sparkGraph.summary': 'From {first} to {last}',
  'sparkGraph.summaryUp': 'From {first} to {last}: up {change}',
  'sparkGraph.summaryDown': 'From {first} to {last}: down {change}',
  'sparkGraph.summaryUnchanged': 'From {first} to {last}: unchanged',
  'sparkGraph.summaryAgainstClose': '{summary}, compared with the close of {close}',
} as const;

/** The kit's base texts, which every element carries: a catalogue of each language has them all. */
export type Messages = Readonly<Record<keyof typeof en, string>>;

/**
 * Every text key. A widget with many texts of its own (the order panel) keeps them in a bundle
 * of its own, registered when it loads, so other elements do not carry them.
 */
export type MessageKey = keyof typeof en | keyof typeof fundOrderEn | keyof typeof priceGraphEn;
