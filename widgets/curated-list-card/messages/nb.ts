import type { curatedListEn } from './en';

/** The texts of `<curated-list-card>` in Norwegian; same keys and placeholders as `./en`. */
export const curatedListNb: Readonly<Record<keyof typeof curatedListEn, string>> = {
  'curatedList.views': '{views} visninger',
  'curatedList.badge.NEW': 'Ny',
  'curatedList.badge.TRENDING': 'Populær nå',
  'curatedList.moreInstruments': '{count} flere instrumenter',
  'curatedList.loading': 'Laster listen',
  'curatedList.unavailable': 'Listen kunne ikke lastes.',
  'curatedList.invalid': 'Denne listen kan ikke vises.',
  'curatedList.retry': 'Prøv igjen',
  'curatedList.missingSource': 'Ingen liste er valgt for dette kortet.',
};
