import type { Locale, Translate } from '../../../../core/i18n';
import type { CalendarRange } from '../../model/date-range-selection';

/** What the custom range control is given by the graph. */
export interface CustomRangeProps {
  /** The applied range, when the CUSTOM period is showing. */
  range: CalendarRange | undefined;
  /** Today in the market's time zone (yyyy-MM-dd): later days are disabled. */
  today: string;
  /** Small screen: an icon button, and a fullscreen picker with one month. */
  compact: boolean;
  locale: Locale;
  t: Translate;
  onApply: (range: CalendarRange) => void;
  /** Clear: the custom range is dropped (the graph goes back to its period). */
  onClear: () => void;
}
