import type { Messages } from './en';

export const da: Messages = {
  'curatedList.views': '{views} visninger',
  'curatedList.badge.NEW': 'Ny',
  'curatedList.badge.TRENDING': 'Populær',
  'curatedList.moreInstruments': '{count} flere instrumenter',
  'curatedList.instrumentLogo': 'Instrument på listen',
  'curatedList.loading': 'Indlæser listen',
  'curatedList.unavailable': 'Listen kunne ikke indlæses.',
  'curatedList.invalid': 'Denne liste kan ikke vises.',
  'curatedList.retry': 'Prøv igen',
  'curatedList.missingSource': 'Der er ikke valgt nogen liste til dette kort.',
  // <spark-graph>
  'sparkGraph.summary': 'Fra {first} til {last}',
  'sparkGraph.summaryUp': 'Fra {first} til {last}: op {change}',
  'sparkGraph.summaryDown': 'Fra {first} til {last}: ned {change}',
  'sparkGraph.summaryUnchanged': 'Fra {first} til {last}: uændret',
  'sparkGraph.summaryAgainstClose': '{summary}, sammenlignet med lukkekursen {close}',
};
