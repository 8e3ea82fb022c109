import type { Locale } from '../../../core/i18n';
import type { HistoricalReturns } from '../../../core/schemas/historical-returns';
import { historicalDataFileName, historicalReturnsCsv } from '../model/historical-returns-csv';

/**
 * Saves text as a file in the browser: a Blob behind an object URL, opened by a temporary
 * `<a download>` in the page's document (a link inside a shadow root or outside the document is
 * not followed by every browser). The URL is let go once the click has been handled.
 */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The historical table's default download handler: the rows as a CSV file named after the
 * instrument, in the widget's locale (see `historicalReturnsCsv`).
 */
export function downloadHistoricalData(
  instrumentName: string,
  locale: Locale,
): (rows: HistoricalReturns) => void {
  return (rows) =>
    saveTextFile(
      historicalDataFileName(instrumentName),
      historicalReturnsCsv(rows, locale),
      'text/csv;charset=utf-8',
    );
}
