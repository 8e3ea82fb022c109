/** The texts of `<curated-list-card>` in English, the source of their key set. */
export const curatedListEn = {
  'curatedList.views': '{views} views',
  'curatedList.badge.NEW': 'New',
  'curatedList.badge.TRENDING': 'Trending',
  'curatedList.moreInstruments': '{count} more instruments',
  'curatedList.loading': 'Loading list',
  'curatedList.unavailable': 'The list could not be loaded.',
  'curatedList.invalid': 'This list cannot be shown.',
  'curatedList.retry': 'Try again',
  'curatedList.missingSource': 'No list has been chosen for this card.',
} as const;
