import {
  MARKET_CURRENCIES,
  type MarketCountry,
  type MarketCurrency,
} from '../schemas/enumerations';
import type { Locale } from './locales';

/** The default currency. */
export const DEFAULT_CURRENCY: MarketCurrency = 'SEK';

const LOCALE_MARKET: Readonly<Record<Locale, MarketCountry | undefined>> = {
  'sv-SE': 'SE',
  'nb-NO': 'NO',
  'da-DK': 'DK',
  'fi-FI': 'FI',
  'en-GB': undefined,
};

/** The market currency of a customer's locale; English pages get the default SEK. */
export function currencyForLocale(locale: Locale): MarketCurrency {
  const market = LOCALE_MARKET[locale];
  return market ? MARKET_CURRENCIES[market] : DEFAULT_CURRENCY;
}
