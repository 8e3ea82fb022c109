import type { curatedListEn } from './en';

/** The texts of `<curated-list-card>` in Danish; same keys and placeholders as `./en`. */
export const curatedListDa: Readonly<Record<keyof typeof curatedListEn, string>> = {
  'curatedList.views': '{views} visninger',
  'curatedList.badge.NEW': 'Ny',
  'curatedList.badge.TRENDING': 'Populær',
  'curatedList.moreInstruments': '{count} flere instrumenter',
  'curatedList.loading': 'Indlæser listen',
  'curatedList.unavailable': 'Listen kunne ikke indlæses.',
  'curatedList.invalid': 'Denne liste kan ikke vises.',
  'curatedList.retry': 'Prøv igen',
  'curatedList.missingSource': 'Der er ikke valgt nogen liste til dette kort.',
};
