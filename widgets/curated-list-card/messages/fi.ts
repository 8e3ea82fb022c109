import type { curatedListEn } from './en';

/** The texts of `<curated-list-card>` in Finnish; same keys and placeholders as `./en`. */
export const curatedListFi: Readonly<Record<keyof typeof curatedListEn, string>> = {
  'curatedList.views': '{views} katselukertaa',
  'curatedList.badge.NEW': 'Uusi',
  'curatedList.badge.TRENDING': 'Suosittu nyt',
  'curatedList.moreInstruments': '{count} muuta instrumenttia',
  'curatedList.loading': 'Ladataan listaa',
  'curatedList.unavailable': 'Listaa ei voitu ladata.',
  'curatedList.invalid': 'Tätä listaa ei voi näyttää.',
  'curatedList.retry': 'Yritä uudelleen',
  'curatedList.missingSource': 'Tälle kortille ei ole valittu listaa.',
};
