import type { curatedListEn } from './en';

/** The texts of `<curated-list-card>` in Swedish; same keys and placeholders as `./en`. */
export const curatedListSv: Readonly<Record<keyof typeof curatedListEn, string>> = {
  'curatedList.views': '{views} visningar',
  'curatedList.badge.NEW': 'Ny',
  'curatedList.badge.TRENDING': 'Trendar',
  'curatedList.moreInstruments': '{count} fler instrument',
  'curatedList.loading': 'Laddar listan',
  'curatedList.unavailable': 'Listan kunde inte laddas.',
  'curatedList.invalid': 'Den här listan kan inte visas.',
  'curatedList.retry': 'Försök igen',
  'curatedList.missingSource': 'Ingen lista har valts för det här kortet.',
};
