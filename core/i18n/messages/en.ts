import { fundOrderEn } from './fund-order/en';

/**
 * The English catalogue is the source of the key set: every other catalogue is typed
 * `Messages`, so a missing or misspelt key is a compile error. Placeholders are `{name}`.
 */
export const en = {
  ...fundOrderEn,
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
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Readonly<Record<MessageKey, string>>;
