import type { MessageBundle } from '../../translate';
import { priceGraphDa } from './da';
import { priceGraphEn } from './en';
import { priceGraphFi } from './fi';
import { priceGraphNb } from './nb';
import { priceGraphSv } from './sv';

/** The texts of `<price-graph>` in every language; the graph registers them when loaded. */
export const priceGraphMessages: MessageBundle<keyof typeof priceGraphEn> = {
  sv: priceGraphSv,
  nb: priceGraphNb,
  da: priceGraphDa,
  fi: priceGraphFi,
  en: priceGraphEn,
};
