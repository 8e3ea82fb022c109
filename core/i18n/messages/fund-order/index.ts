import type { MessageBundle } from '../../translate';
import { fundOrderDa } from './da';
import { fundOrderEn } from './en';
import { fundOrderFi } from './fi';
import { fundOrderNb } from './nb';
import { fundOrderSv } from './sv';

/** The texts of `<fund-order-panel>` in every language; the panel registers them when loaded. */
export const fundOrderMessages: MessageBundle<keyof typeof fundOrderEn> = {
  sv: fundOrderSv,
  nb: fundOrderNb,
  da: fundOrderDa,
  fi: fundOrderFi,
  en: fundOrderEn,
};
