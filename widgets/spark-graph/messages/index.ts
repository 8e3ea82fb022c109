import { registerTexts, type TextLoaders } from '../../../core/i18n/translate';
import type { sparkGraphEn } from './en';

declare module '../../../core/i18n/translate' {
  interface KitTexts {
    sparkGraph: typeof sparkGraphEn;
  }
}

/**
 * The texts of `<spark-graph>`, one language per file: an element loads the language it shows
 * before it renders, and a page never downloads the other four.
 */
export const sparkGraphTexts: TextLoaders = {
  sv: () => import('./sv').then((module) => module.sparkGraphSv),
  nb: () => import('./nb').then((module) => module.sparkGraphNb),
  da: () => import('./da').then((module) => module.sparkGraphDa),
  fi: () => import('./fi').then((module) => module.sparkGraphFi),
  en: () => import('./en').then((module) => module.sparkGraphEn),
};

registerTexts(sparkGraphTexts);
