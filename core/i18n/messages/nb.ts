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
};
