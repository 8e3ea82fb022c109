import type { Messages } from './en';

export const sv: Messages = {
  'curatedList.views': '{views} visningar',
  'curatedList.badge.NEW': 'Ny',
  'curatedList.badge.TRENDING': 'Trendar',
  'curatedList.moreInstruments': '{count} fler instrument',
  'curatedList.instrumentLogo': 'Instrument i listan',
  'curatedList.loading': 'Laddar listan',
  'curatedList.unavailable': 'Listan kunde inte laddas.',
  'curatedList.invalid': 'Den här listan kan inte visas.',
  'curatedList.retry': 'Försök igen',
  'curatedList.missingSource': 'Ingen lista har valts för det här kortet.',
  // <spark-graph>
  'sparkGraph.summary': 'Från {first} till {last}',
  'sparkGraph.summaryUp': 'Från {first} till {last}: upp {change}',
  'sparkGraph.summaryDown': 'Från {first} till {last}: ned {change}',
  'sparkGraph.summaryUnchanged': 'Från {first} till {last}: oförändrad',
  'sparkGraph.summaryAgainstClose': '{summary}, jämfört med stängningskursen {close}',
};
