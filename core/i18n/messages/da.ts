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
};
