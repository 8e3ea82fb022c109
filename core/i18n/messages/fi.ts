import type { Messages } from './en';

export const fi: Messages = {
  'curatedList.views': '{views} katselukertaa',
  'curatedList.badge.NEW': 'Uusi',
  'curatedList.badge.TRENDING': 'Suosittu nyt',
  'curatedList.moreInstruments': '{count} muuta instrumenttia',
  'curatedList.instrumentLogo': 'Listan instrumentti',
  'curatedList.loading': 'Ladataan listaa',
  'curatedList.unavailable': 'Listaa ei voitu ladata.',
  'curatedList.invalid': 'Tätä listaa ei voi näyttää.',
  'curatedList.retry': 'Yritä uudelleen',
  'curatedList.missingSource': 'Tälle kortille ei ole valittu listaa.',
  // <spark-graph>
  'sparkGraph.summary': 'Arvosta {first} arvoon {last}',
  'sparkGraph.summaryUp': 'Arvosta {first} arvoon {last}: nousua {change}',
  'sparkGraph.summaryDown': 'Arvosta {first} arvoon {last}: laskua {change}',
  'sparkGraph.summaryUnchanged': 'Arvosta {first} arvoon {last}: ennallaan',
  'sparkGraph.summaryAgainstClose': '{summary}, verrattuna päätöskurssiin {close}',
};
