import { registerTexts, type TextLoaders } from '../../../core/i18n/translate';
import type { curatedListEn } from './en';

declare module '../../../core/i18n/translate' {
  interface KitTexts {
    curatedList: typeof curatedListEn;
  }
}

/**
 * The texts of `<curated-list-card>`, one language per file: an element loads the language it shows
 * before it renders, and a page never downloads the other four.
 */
export const curatedListTexts: TextLoaders = {
  sv: () => import('./sv').then((module) => module.curatedListSv),
  nb: () => import('./nb').then((module) => module.curatedListNb),
  da: () => import('./da').then((module) => module.curatedListDa),
  fi: () => import('./fi').then((module) => module.curatedListFi),
  en: () => import('./en').then((module) => module.curatedListEn),
};

registerTexts(curatedListTexts);
