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

export const INSTRUMENTS: readonly SandboxInstrument[] = [
  { instrumentId: 16099869, symbol: 'NOVO B', name: 'Novo Nordisk B', colour: '#1f4e9c' },
  { instrumentId: 16099870, symbol: 'EQNR', name: 'Equinor', colour: '#d4183d' },
  { instrumentId: 16099871, symbol: 'NOKIA', name: 'Nokia', colour: '#124191' },
  { instrumentId: 16099872, symbol: 'VOLV B', name: 'Volvo B', colour: '#2b2f38' },
  { instrumentId: 16099873, symbol: 'ERIC B', name: 'Ericsson B', colour: '#0066b3' },
  { instrumentId: 16099874, symbol: 'ATCO A', name: 'Atlas Copco A', colour: '#0099cc' },
  { instrumentId: 16099875, symbol: 'NESTE', name: 'Neste', colour: '#00a651' },
  { instrumentId: 16099876, symbol: 'MAERSK B', name: 'A.P. Møller-Mærsk B', colour: '#42b0d5' },
  { instrumentId: 16099877, symbol: 'DNB', name: 'DNB Bank', colour: '#007272' },
  { instrumentId: 16099878, symbol: 'SAND', name: 'Sandvik', colour: '#0a5e8a' },
  { instrumentId: 16099879, symbol: 'ORSTED', name: 'Ørsted', colour: '#3b82c4' },
  { instrumentId: 16099880, symbol: 'KNEBV', name: 'KONE B', colour: '#1450f5' },
  { instrumentId: 16099881, symbol: 'INVE B', name: 'Investor B', colour: '#003a70' },
  { instrumentId: 16099882, symbol: 'MOWI', name: 'Mowi', colour: '#e85d2a' },
  { instrumentId: 16099883, symbol: 'EVO', name: 'Evolution', colour: '#111111' },
  { instrumentId: 16099884, symbol: 'SAMPO', name: 'Sampo A', colour: '#00338d' },
];
