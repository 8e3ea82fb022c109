import { registerTexts, type TextLoaders } from '../../../core/i18n/translate';
import type { priceGraphEn } from './en';

declare module '../../../core/i18n/translate' {
  interface KitTexts {
    priceGraph: typeof priceGraphEn;
  }
}

/**
 * The texts of `<price-graph>`, one language per file: an element loads the language it shows
 * before it renders, and a page never downloads the other four.
 */
export const priceGraphTexts: TextLoaders = {
  sv: () => import('./sv').then((module) => module.priceGraphSv),
  nb: () => import('./nb').then((module) => module.priceGraphNb),
  da: () => import('./da').then((module) => module.priceGraphDa),
  fi: () => import('./fi').then((module) => module.priceGraphFi),
  en: () => import('./en').then((module) => module.priceGraphEn),
};

registerTexts(priceGraphTexts);
