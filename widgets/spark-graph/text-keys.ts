/*
 * The keys of `<spark-graph>`'s texts, known to `t()` wherever the project compiles. Types only: no
 * module imports this file, so neither a page nor the shipped declarations carry it.
 */
import type { sparkGraphEn } from './messages/en';

declare module '../../core/i18n/translate' {
  interface KitTexts {
    sparkGraph: typeof sparkGraphEn;
  }
}
