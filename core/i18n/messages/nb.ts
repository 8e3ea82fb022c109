import type { Messages } from './en';

export const nb: Messages = {
  'curatedList.views': '{views} visninger',
  'curatedList.badge.NEW': 'Ny',
  'curatedList.badge.TRENDING': 'Populær nå',
  'curatedList.moreInstruments': '{count} flere instrumenter',
  'curatedList.instrumentLogo': 'Instrument i listen',
  'curatedList.loading': 'Laster listen',
  'curatedList.unavailable': 'Listen kunne ikke lastes.',
  'curatedList.invalid': 'Denne listen kan ikke vises.',
  'curatedList.retry': 'Prøv igjen',
  'curatedList.missingSource': 'Ingen liste er valgt for dette kortet.',
  // <spark-graph>
  'sparkGraph.summary': 'Fra {first} til {last}',
  'sparkGraph.summaryUp': 'Fra {first} til {last}: opp {change}',
  'sparkGraph.summaryDown': 'Fra {first} til {last}: ned {change}',
  'sparkGraph.summaryUnchanged': 'Fra {first} til {last}: uendret',
  'sparkGraph.summaryAgainstClose': '{summary}, sammenlignet med sluttkursen {close}',
};
