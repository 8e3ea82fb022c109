import { registerTexts, type TextLoaders } from '../../../core/i18n/translate';
import type { fundOrderEn } from './en';

declare module '../../../core/i18n/translate' {
  interface KitTexts {
    fundOrder: typeof fundOrderEn;
  }
}

/**
 * The texts of `<fund-order-panel>`, one language per file: an element loads the language it shows
 * before it renders, and a page never downloads the other four.
 */
export const fundOrderTexts: TextLoaders = {
  sv: () => import('./sv').then((module) => module.fundOrderSv),
  nb: () => import('./nb').then((module) => module.fundOrderNb),
  da: () => import('./da').then((module) => module.fundOrderDa),
  fi: () => import('./fi').then((module) => module.fundOrderFi),
  en: () => import('./en').then((module) => module.fundOrderEn),
};

registerTexts(fundOrderTexts);
