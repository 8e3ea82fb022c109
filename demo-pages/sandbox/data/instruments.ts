/**
 * The sandbox's instrument universe. Ids are the broker's numeric instrument ids; the logo is
 * drawn by the sandbox itself (see images.ts), so no image leaves the machine.
 */
export interface SandboxInstrument {
  instrumentId: number;
  symbol: string;
  name: string;
  /** Logo colour. */
  colour: string;
}

/** The stocks by name, for persona data, tests and demo pages. */
export const STOCK_IDS = {
  novoNordiskB: 16099869,
  equinor: 16099870,
  nokia: 16099871,
  volvoB: 16099872,
  ericssonB: 16099873,
  atlasCopcoA: 16099874,
  neste: 16099875,
  maerskB: 16099876,
  dnbBank: 16099877,
  sandvik: 16099878,
  orsted: 16099879,
  kone: 16099880,
  investorB: 16099881,
  mowi: 16099882,
  evolution: 16099883,
  sampo: 16099884,
} as const;

export const INSTRUMENTS: readonly SandboxInstrument[] = [
  {
    instrumentId: STOCK_IDS.novoNordiskB,
    symbol: 'NOVO B',
    name: 'Novo Nordisk B',
    colour: '#1f4e9c',
  },
  { instrumentId: STOCK_IDS.equinor, symbol: 'EQNR', name: 'Equinor', colour: '#d4183d' },
  { instrumentId: STOCK_IDS.nokia, symbol: 'NOKIA', name: 'Nokia', colour: '#124191' },
  { instrumentId: STOCK_IDS.volvoB, symbol: 'VOLV B', name: 'Volvo B', colour: '#2b2f38' },
  { instrumentId: STOCK_IDS.ericssonB, symbol: 'ERIC B', name: 'Ericsson B', colour: '#0066b3' },
  {
    instrumentId: STOCK_IDS.atlasCopcoA,
    symbol: 'ATCO A',
    name: 'Atlas Copco A',
    colour: '#0099cc',
  },
  { instrumentId: STOCK_IDS.neste, symbol: 'NESTE', name: 'Neste', colour: '#00a651' },
  {
    instrumentId: STOCK_IDS.maerskB,
    symbol: 'MAERSK B',
    name: 'A.P. Møller-Mærsk B',
    colour: '#42b0d5',
  },
  { instrumentId: STOCK_IDS.dnbBank, symbol: 'DNB', name: 'DNB Bank', colour: '#007272' },
  { instrumentId: STOCK_IDS.sandvik, symbol: 'SAND', name: 'Sandvik', colour: '#0a5e8a' },
  { instrumentId: STOCK_IDS.orsted, symbol: 'ORSTED', name: 'Ørsted', colour: '#3b82c4' },
  { instrumentId: STOCK_IDS.kone, symbol: 'KNEBV', name: 'KONE B', colour: '#1450f5' },
  { instrumentId: STOCK_IDS.investorB, symbol: 'INVE B', name: 'Investor B', colour: '#003a70' },
  { instrumentId: STOCK_IDS.mowi, symbol: 'MOWI', name: 'Mowi', colour: '#e85d2a' },
  { instrumentId: STOCK_IDS.evolution, symbol: 'EVO', name: 'Evolution', colour: '#111111' },
  { instrumentId: STOCK_IDS.sampo, symbol: 'SAMPO', name: 'Sampo A', colour: '#00338d' },
];
