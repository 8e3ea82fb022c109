import { formatCompactCount, formatNumber, type Locale } from '../../../core/i18n';

/** Views are shown as K above 1000 (floored). */
export const VIEWS_ABBREVIATION_THRESHOLD = 1000;

/**
 * From a billion views on, thousands would need seven digits and more before the K
 * (`1 000 000K`), so the count is shown in the locale's own compact words instead
 * (`1.5bn`, `1,5 md`), still floored. No real list reaches it; data typed by hand may.
 */
export const VIEWS_COMPACT_THRESHOLD = 1_000_000_000;

/**
 * `999` → `999`, `1000` → `1000`, `1532` → `1K`, `25999` → `25K`, `1_500_000_000` → `1.5bn`,
 * in the locale's digits.
 */
export function viewsLabel(views: number, locale: Locale): string {
  if (views >= VIEWS_COMPACT_THRESHOLD) return formatCompactCount(views, locale);
  if (views > VIEWS_ABBREVIATION_THRESHOLD) {
    return `${formatNumber(Math.floor(views / 1000), locale, { maximumFractionDigits: 0 })}K`;
  }
  return formatNumber(views, locale, { maximumFractionDigits: 0 });
}
