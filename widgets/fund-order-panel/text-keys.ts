/*
 * The keys of `<fund-order-panel>`'s texts, known to `t()` wherever the project compiles. Types only: no
 * module imports this file, so neither a page nor the shipped declarations carry it.
 */
import type { fundOrderEn } from './messages/en';

declare module '../../core/i18n/translate' {
  interface KitTexts {
    fundOrder: typeof fundOrderEn;
  }
}
