import { underBidPrice } from './graph-header';
import type { GraphSettings } from './graph-settings';
import { seriesColorsApart } from './series-palette';

/**
 * The settings as the graph shows them: under the bid price, what needs trades is off
 * (`underBidPrice`), and each comparison and technical analysis has a colour of its own. Settings
 * stored before the two shared one palette may give two series one colour: each is drawn, listed
 * and stored again in a colour of its own (`seriesColorsApart`). Unchanged settings are given as
 * they are.
 */
export function shownSettings(settings: GraphSettings, bidPrice: boolean): GraphSettings {
  const shown = underBidPrice(settings, bidPrice);
  const { comparators, analyses } = seriesColorsApart(shown.comparators, shown.technicalAnalyses);
  return comparators === shown.comparators && analyses === shown.technicalAnalyses
    ? shown
    : {
        ...shown,
        // A list none of whose colours moved is given as it is: what is drawn from it is kept.
        comparators: comparators === shown.comparators ? shown.comparators : [...comparators],
        technicalAnalyses:
          analyses === shown.technicalAnalyses ? shown.technicalAnalyses : [...analyses],
      };
}
