import type { MessageKey } from '../../../core/i18n';

/**
 * The no-data view: 'No data found.' when one or fewer periods are available (there is nothing else
 * to try), else 'No data found. Please choose another time interval.'
 */
export function noDataMessage(availablePeriodCount: number): MessageKey {
  return availablePeriodCount <= 1 ? 'priceGraph.noData' : 'priceGraph.noDataChooseAnother';
}
