import * as v from 'valibot';
import type { MarketCountry, MarketCurrency, Side } from '../../core/schemas/enumerations';
import type { UserSettings } from '../../core/schemas/user-settings';
import { FUND_IDS } from './data/funds';
import { STOCK_IDS } from './data/instruments';

/**
 * The customers the sandbox can play. One is current at a time, server-wide (tests run one at
 * a time); `POST /sandbox/persona` switches. Ids, account numbers and balances are fixed per
 * persona, so demo pages and tests can name them; only fund NAVs (and so market values) and
 * generated order and request ids follow the seed.
 */
export const PERSONA_IDS = [
  'se-customer',
  'no-customer',
  'dk-customer',
  'fi-customer',
  'partner-customer',
  'minor',
  'unassessed',
  'investment-plan',
  'restricted-account',
  'anonymous',
] as const;

export const PersonaIdSchema = v.picklist(
  PERSONA_IDS,
  (issue) => `Unknown persona ${issue.received}; the personas are ${PERSONA_IDS.join(', ')}`,
);

export type PersonaId = v.InferOutput<typeof PersonaIdSchema>;

/** The persona a sandbox starts with, and returns to on reset. */
export const DEFAULT_PERSONA: PersonaId = 'se-customer';

export interface PersonaAccount {
  accid: number;
  accno: number;
  alias: string | null;
  symbol: string;
  accountCode: string;
  atyid: number;
  blocked: boolean;
  /**
   * The sides the account has no permission for:
   * the request actions say NOT_AUTHORIZED_TO_BUY / _SELL, and an order is refused.
   */
  refusedSides: readonly Side[];
  currency: MarketCurrency;
  /** Cash, which is the account's trading power, in `currency`. */
  cash: number;
  /** Fund units held, by instrument id. */
  holdings: Readonly<Record<number, number>>;
  /**
   * Stock shares held, by instrument id. No route of the sandbox trades stocks: the shares end
   * the trade history the price graph's buy/sell dots show (areas/transaction/trade-history.ts),
   * while positions and account sums stay those of the funds, as the order panel reads them.
   */
  shares: Readonly<Record<number, number>>;
}

/** A sell order still pending when the sandbox starts (holdings rule). */
interface PendingSellOrder {
  accid: number;
  instrumentId: number;
  units: number;
}

/** An allocation request made shortly before the sandbox started. */
interface EarlierAllocationRequest {
  accid: number;
  instrumentId: number;
  side: Side;
  amount?: number;
  percent?: number;
  /** How long before the sandbox started it was made. */
  secondsBefore: number;
}

interface PersonaPlan {
  id: number;
  accid: number;
  instrumentId: number;
  amount: number;
  dayOfMonth: number;
  paused: boolean;
}

export interface Persona {
  id: PersonaId;
  name: string;
  market: MarketCountry;
  description: string;
  loggedIn: boolean;
  /** Minors are prohibited from trading. */
  minor: boolean;
  /** Partner customers are restricted from index funds. */
  partner: boolean;
  /** Days from the sandbox's start until each passed knowledge test expires, by MiFID II category. */
  knowledgeTests: Readonly<Record<string, number>>;
  accounts: readonly PersonaAccount[];
  pendingSellOrders: readonly PendingSellOrder[];
  allocationRequests: readonly EarlierAllocationRequest[];
  periodicPlans: readonly PersonaPlan[];
  settings: UserSettings;
}

const account = (
  fields: Pick<PersonaAccount, 'accid' | 'accno' | 'alias' | 'symbol' | 'currency' | 'cash'> &
    Partial<PersonaAccount>,
): PersonaAccount => ({
  accountCode: fields.symbol,
  atyid: 1,
  blocked: false,
  refusedSides: [],
  holdings: {},
  shares: {},
  ...fields,
});

const customer = {
  loggedIn: true,
  minor: false,
  partner: false,
  knowledgeTests: { UCITS: 400 },
  pendingSellOrders: [],
  allocationRequests: [],
  periodicPlans: [],
  settings: {},
} as const;

export const PERSONAS: readonly Persona[] = [
  {
    ...customer,
    id: 'se-customer',
    name: 'Sara Svensson',
    market: 'SE',
    description:
      'Swedish customer with five SEK accounts (one BLSE, one of type 123, one blocked), fund holdings, Volvo B and Ericsson B shares, a pending sell order, and a knowledge test expiring within a month.',
    knowledgeTests: { UCITS: 20, AIF: 240 },
    accounts: [
      account({
        accid: 31001,
        accno: 19430011,
        alias: 'Långsiktigt',
        symbol: 'ISK',
        currency: 'SEK',
        cash: 312_450,
        holdings: {
          [FUND_IDS.swedenIndex]: 412.5,
          [FUND_IDS.globalGrowth]: 150.25,
          [FUND_IDS.swedishSmallCapsClosedForBuy]: 80,
          [FUND_IDS.shortBondClosedForSell]: 60,
          [FUND_IDS.finnishEquity]: 25,
        },
        shares: { [STOCK_IDS.volvoB]: 120, [STOCK_IDS.ericssonB]: 300 },
      }),
      account({
        accid: 31002,
        accno: 19430029,
        alias: 'Buffert',
        symbol: 'AF',
        atyid: 2,
        currency: 'SEK',
        cash: 8_420.5,
        holdings: { [FUND_IDS.globalGrowth]: 40 },
        shares: { [STOCK_IDS.volvoB]: 45 },
      }),
      account({
        accid: 31003,
        accno: 19430037,
        alias: 'Pension',
        symbol: 'KF',
        atyid: 123,
        currency: 'SEK',
        cash: 54_000,
        holdings: { [FUND_IDS.shortBondClosedForSell]: 120 },
      }),
      account({
        accid: 31004,
        accno: 19430045,
        alias: null,
        symbol: 'BLSE',
        atyid: 4,
        currency: 'SEK',
        cash: 20_000,
        holdings: { [FUND_IDS.swedenIndex]: 10 },
      }),
      account({
        accid: 31005,
        accno: 19430053,
        alias: 'Gammalt konto',
        symbol: 'AF',
        atyid: 2,
        blocked: true,
        currency: 'SEK',
        cash: 1_000,
        holdings: { [FUND_IDS.globalGrowth]: 5 },
      }),
    ],
    pendingSellOrders: [{ accid: 31001, instrumentId: FUND_IDS.swedenIndex, units: 100 }],
    periodicPlans: [
      {
        id: 9101,
        accid: 31001,
        instrumentId: FUND_IDS.globalGrowth,
        amount: 1_000,
        dayOfMonth: 27,
        paused: false,
      },
    ],
    settings: {
      accountIds: [31001, 31002],
      confirmOrderModalDismissed: false,
      fundSellToggleOption: 'amount',
    },
  },
  {
    ...customer,
    id: 'no-customer',
    name: 'Nora Nilsen',
    market: 'NO',
    description: 'Norwegian customer with two NOK accounts and Norwegian fund holdings.',
    accounts: [
      account({
        accid: 32001,
        accno: 29430011,
        alias: 'Aksjesparekonto',
        symbol: 'ASK',
        currency: 'NOK',
        cash: 85_000,
        holdings: { [FUND_IDS.norwayIndex]: 120 },
        shares: { [STOCK_IDS.equinor]: 80, [STOCK_IDS.dnbBank]: 60 },
      }),
      account({
        accid: 32002,
        accno: 29430029,
        alias: 'Fondskonto',
        symbol: 'AF',
        atyid: 2,
        currency: 'NOK',
        cash: 12_500,
        holdings: { [FUND_IDS.norwegianBond]: 300 },
      }),
    ],
  },
  {
    ...customer,
    id: 'dk-customer',
    name: 'Dorthe Jensen',
    market: 'DK',
    description: 'Danish customer with two DKK accounts (gets the extra Danish info link).',
    accounts: [
      account({
        accid: 33001,
        accno: 39430011,
        alias: 'Aktiesparekonto',
        symbol: 'ASK',
        currency: 'DKK',
        cash: 61_000,
        holdings: { [FUND_IDS.denmarkIndex]: 90 },
        shares: { [STOCK_IDS.novoNordiskB]: 40 },
      }),
      account({
        accid: 33002,
        accno: 39430029,
        alias: 'Depot',
        symbol: 'DEP',
        atyid: 2,
        currency: 'DKK',
        cash: 4_250.75,
      }),
    ],
  },
  {
    ...customer,
    id: 'fi-customer',
    name: 'Aino Virtanen',
    market: 'FI',
    description: 'Finnish customer with two EUR accounts.',
    accounts: [
      account({
        accid: 34001,
        accno: 49430011,
        alias: 'Osakesäästötili',
        symbol: 'OST',
        currency: 'EUR',
        cash: 9_800,
        holdings: { [FUND_IDS.finnishEquity]: 140 },
        shares: { [STOCK_IDS.nokia]: 1_500, [STOCK_IDS.sampo]: 200 },
      }),
      account({
        accid: 34002,
        accno: 49430029,
        alias: 'Arvo-osuustili',
        symbol: 'AOT',
        atyid: 2,
        currency: 'EUR',
        cash: 2_150,
        holdings: { [FUND_IDS.euroBondNoCategory]: 18 },
      }),
    ],
  },
  {
    ...customer,
    id: 'partner-customer',
    name: 'Per Partner',
    market: 'SE',
    description: 'Partner customer: buying an index fund is refused with SUPERFUND_NOT_ALLOWED.',
    partner: true,
    accounts: [
      account({
        accid: 35001,
        accno: 59430011,
        alias: 'Partnerkonto',
        symbol: 'ISK',
        currency: 'SEK',
        cash: 50_000,
        holdings: { [FUND_IDS.globalGrowth]: 20 },
      }),
    ],
  },
  {
    ...customer,
    id: 'minor',
    name: 'Maja Minor',
    market: 'SE',
    description: 'A minor: every order is refused with CUSTOMER_IS_MINOR.',
    minor: true,
    accounts: [
      account({
        accid: 36001,
        accno: 69430011,
        alias: 'Barnsparande',
        symbol: 'ISK',
        currency: 'SEK',
        cash: 5_000,
        holdings: { [FUND_IDS.swedenIndex]: 12 },
      }),
    ],
  },
  {
    ...customer,
    id: 'unassessed',
    name: 'Ulf Obedömd',
    market: 'SE',
    description:
      'Has taken no knowledge test: not eligible for any fund that needs one, no expiry dates; buying one is refused with NOT_MIFID2_SUITABLE.',
    knowledgeTests: {},
    accounts: [
      account({
        accid: 37001,
        accno: 79430011,
        alias: null,
        symbol: 'ISK',
        currency: 'SEK',
        cash: 25_000,
      }),
    ],
  },
  {
    ...customer,
    id: 'investment-plan',
    name: 'Ingrid Plan',
    market: 'SE',
    description:
      'Investment-plan customer: allocation requests and periodic plans. Sold on account 38001 today, so buying there is not allowed (SOLD_ALREADY).',
    knowledgeTests: { UCITS: 300, AIF: 300 },
    accounts: [
      account({
        accid: 38001,
        accno: 89430011,
        alias: 'Investeringsplan',
        symbol: 'ISK',
        currency: 'SEK',
        cash: 150_000,
        holdings: { [FUND_IDS.globalGrowth]: 300, [FUND_IDS.swedenIndex]: 200 },
        shares: { [STOCK_IDS.investorB]: 60 },
      }),
      account({
        accid: 38002,
        accno: 89430029,
        alias: 'Plan 2',
        symbol: 'AF',
        atyid: 2,
        currency: 'SEK',
        cash: 40_000,
        holdings: { [FUND_IDS.swedenIndex]: 50 },
      }),
    ],
    allocationRequests: [
      {
        accid: 38001,
        instrumentId: FUND_IDS.globalGrowth,
        side: 'sell',
        percent: 25,
        secondsBefore: 20,
      },
    ],
    periodicPlans: [
      {
        id: 9201,
        accid: 38001,
        instrumentId: FUND_IDS.swedenIndex,
        amount: 2_000,
        dayOfMonth: 25,
        paused: false,
      },
      {
        id: 9202,
        accid: 38002,
        instrumentId: FUND_IDS.globalGrowth,
        amount: 500,
        dayOfMonth: 10,
        paused: true,
      },
    ],
    settings: { accountIds: [38001] },
  },
  {
    ...customer,
    id: 'restricted-account',
    name: 'Rut Rättighet',
    market: 'SE',
    description:
      'Two accounts holding Global Tillväxt: the ISK may do anything, the custody account (AF, 39002) has no permission to buy, so buying there is refused (ACCOUNT_IS_BLOCKED_FOR_BUYING) and its request actions say NOT_AUTHORIZED_TO_BUY; selling from it is allowed.',
    accounts: [
      account({
        accid: 39001,
        accno: 99430011,
        alias: 'Spara',
        symbol: 'ISK',
        currency: 'SEK',
        cash: 40_000,
        holdings: { [FUND_IDS.globalGrowth]: 30 },
      }),
      account({
        accid: 39002,
        accno: 99430029,
        alias: 'Förvaltat',
        symbol: 'AF',
        atyid: 2,
        refusedSides: ['buy'],
        currency: 'SEK',
        cash: 15_000,
        holdings: { [FUND_IDS.globalGrowth]: 12 },
      }),
    ],
    settings: { accountIds: [39002] },
  },
  {
    ...customer,
    id: 'anonymous',
    name: 'Anonymous visitor',
    market: 'SE',
    description:
      'Not logged in: token refresh answers 401, so widgets show their logged-out state.',
    loggedIn: false,
    knowledgeTests: {},
    accounts: [],
  },
];

export function personaById(id: PersonaId): Persona {
  const persona = PERSONAS.find((p) => p.id === id);
  if (!persona) throw new Error(`No persona data for ${id}`);
  return persona;
}
