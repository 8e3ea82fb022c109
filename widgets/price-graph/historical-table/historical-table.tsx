import { RemoveButton } from '../ui/line-icon';
import { useEffect, useMemo, useRef } from 'react';
import { formatNumber } from '../../../core/i18n';
import type {
  HistoricalReturns,
  HistoricalReturnsRow,
} from '../../../core/schemas/historical-returns';
import { useWidget } from '../../shared/widget-context';
import {
  HISTORICAL_COLUMN_HEADINGS,
  historicalColumns,
  historicalPeriodKey,
  historicalPriceDecimals,
  TURNOVER_DECIMALS,
  type HistoricalColumn,
} from '../model/historical-columns';
import { performanceText, trendOf } from '../model/period-performance';
import * as css from './historical-table.css';
import { useHistoricalReturns } from './use-historical-returns';
import { useEscapeCloses } from '../ui/use-escape-closes';
import { useElementId } from '../../shared/use-element-id';

export interface HistoricalTableProps {
  /** The identifier the returns are asked for. */
  instrumentId: string;
  /** The instrument's name, in the table's caption. */
  instrumentName: string;
  /** Closes the table (the graph comes back). */
  onClose: () => void;
  /** Downloads the rows; without it there is no download button. */
  onDownload?: (rows: HistoricalReturns) => void;
}

/**
 * "Historical development": the instrument's development per period, with High, Low and turnover
 * where the rows have them; a spinner while loading, "No data found." without rows, and a failed
 * load with Retry.
 */
export function HistoricalTable({
  instrumentId,
  instrumentName,
  onClose,
  onDownload,
}: HistoricalTableProps) {
  const { t } = useWidget();
  const titleId = useElementId();
  const { resource, reload } = useHistoricalReturns(instrumentId);
  const rows = resource.data;

  let body;
  if (resource.status === 'failed') {
    body = (
      <div className={css.failure} role="alert">
        <p className={css.message}>{t('priceGraph.table.failed')}</p>
        <button type="button" className={css.button} onClick={() => reload()}>
          {t('priceGraph.error.retry')}
        </button>
      </div>
    );
  } else if (!rows) {
    body = (
      <div className={css.loading}>
        <span className={css.spinner} role="status" aria-label={t('priceGraph.table.loading')} />
      </div>
    );
  } else if (rows.length === 0) {
    body = <p className={css.message}>{t('priceGraph.noData')}</p>;
  } else {
    body = (
      <ReturnsTable rows={rows} caption={t('priceGraph.table.caption', { name: instrumentName })} />
    );
  }

  // Opened, it takes the focus (it replaced the chip that opened it); Escape closes it, as its
  // close button does.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  useEscapeCloses(panel, onClose);

  return (
    <section ref={panel} className={css.panel} aria-labelledby={titleId} tabIndex={-1}>
      <div className={css.header}>
        <h2 id={titleId} className={css.title}>
          {t('priceGraph.table.title')}
        </h2>
        <div className={css.actions}>
          {onDownload && rows && rows.length > 0 ? (
            <button type="button" className={css.button} onClick={() => onDownload(rows)}>
              {t('priceGraph.table.download')}
            </button>
          ) : null}
          <RemoveButton
            className={css.closeButton}
            label={t('priceGraph.table.close')}
            onClick={onClose}
          />
        </div>
      </div>
      {body}
    </section>
  );
}

/** The rows as a table: the period heads each row, the figures in the widget's locale. */
function ReturnsTable({ rows, caption }: { rows: HistoricalReturns; caption: string }) {
  const { t, locale } = useWidget();
  const columns = useMemo(() => historicalColumns(rows), [rows]);
  const decimals = useMemo(() => historicalPriceDecimals(rows), [rows]);
  const figure = (value: number | null | undefined, digits: number) =>
    value == null
      ? ''
      : formatNumber(value, locale, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });

  const cell = (row: HistoricalReturnsRow, column: Exclude<HistoricalColumn, 'period'>) => {
    if (column === 'development') {
      const { performance } = row;
      return (
        <td
          key={column}
          className={`${css.number} ${performance == null ? '' : css.development[trendOf(performance)]}`}
        >
          {performance == null ? '' : performanceText(performance, locale)}
        </td>
      );
    }
    return (
      <td key={column} className={css.number}>
        {figure(row[column], column === 'turnover' ? TURNOVER_DECIMALS : decimals)}
      </td>
    );
  };

  return (
    // The rows may scroll sideways on a narrow card: the keyboard must reach the box to scroll it
    // (a scrollable region is focusable, WCAG 2.1.1), though it holds no control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={css.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={css.table} part="table">
        <caption className={css.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={css.columnHeading}>
                {t(HISTORICAL_COLUMN_HEADINGS[column])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = historicalPeriodKey(row.period);
            return (
              <tr key={row.period}>
                <th scope="row" className={css.rowHeading}>
                  {key ? t(key) : row.period}
                </th>
                {columns.flatMap((column) => (column === 'period' ? [] : [cell(row, column)]))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
