import { translator, type Locale } from '../../../core/i18n';
import type {
  HistoricalReturns,
  HistoricalReturnsRow,
} from '../../../core/schemas/historical-returns';
import {
  HISTORICAL_COLUMN_HEADINGS,
  historicalColumns,
  historicalPeriodKey,
  type HistoricalColumn,
} from './historical-columns';

/*
 * "Download historical data" as a CSV file after RFC 4180: the table's columns, a header line, CRLF
 * line ends, and a field quoted when it holds a comma, a quote or a line break. Numbers keep every
 * decimal the answer has: a spreadsheet rounds them as its reader likes.
 */

const FIELD_NEEDS_QUOTES = /[",\r\n]/;

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
function csvField(text: string): string {
  return FIELD_NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The locale's decimal separator, e.g. `,` in sv-SE. */
function decimalSeparator(locale: Locale): string {
  const part = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((piece) => piece.type === 'decimal');
  return part?.value ?? '.';
}

/**
 * The rows as CSV. Without a locale the file is for programs: the columns' ids as headings, the
 * backend's period labels, numbers with a point. With one it is for the reader: the table's
 * headings and period names in the locale's language and its decimal separator.
 */
export function historicalReturnsCsv(rows: HistoricalReturns, locale?: Locale): string {
  const columns = historicalColumns(rows);
  const t = locale ? translator(locale) : undefined;
  const separator = locale ? decimalSeparator(locale) : '.';
  const numberText = (value: number | null | undefined) =>
    value == null ? '' : String(value).replace('.', separator);
  const cell = (row: HistoricalReturnsRow, column: HistoricalColumn): string => {
    if (column === 'period') {
      const key = historicalPeriodKey(row.period);
      return t && key ? t(key) : row.period;
    }
    return numberText(column === 'development' ? row.performance : row[column]);
  };
  const heading = (column: HistoricalColumn) =>
    t ? t(HISTORICAL_COLUMN_HEADINGS[column]) : column;
  const lines = [
    columns.map(heading),
    ...rows.map((row) => columns.map((column) => cell(row, column))),
  ];
  return lines.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}

/** Characters a file name may not hold on common systems, and control characters. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;

/** The downloaded file's name, after the instrument: `Volvo B historical data.csv`. */
export function historicalDataFileName(instrumentName: string): string {
  const name = instrumentName.replace(UNSAFE_IN_FILE_NAME, ' ').replace(/\s+/g, ' ').trim();
  return `${name || 'instrument'} historical data.csv`;
}
