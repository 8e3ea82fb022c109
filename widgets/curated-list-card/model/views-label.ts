import { formatNumber, type Locale } from '../../../core/i18n';

/** SPEC §9: views are shown as K above 1000 (floored). */
export const VIEWS_ABBREVIATION_THRESHOLD = 1000;

/** `999` → `999`, `1000` → `1000`, `1532` → `1K`, `25999` → `25K`, in the locale's digits. */
export function viewsLabel(views: number, locale: Locale): string {
  if (views > VIEWS_ABBREVIATION_THRESHOLD) {
    return `${formatNumber(Math.floor(views / 1000), locale, { maximumFractionDigits: 0 })}K`;
  }
  return formatNumber(views, locale, { maximumFractionDigits: 0 });
}
