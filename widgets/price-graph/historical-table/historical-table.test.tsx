import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { returnsHistorical } from '../../../core/endpoints/market-data';
import { jsonResponse, stubFetch, type StubFetch } from '../../../core/http/stub-fetch';
import type { HistoricalReturns } from '../../../core/schemas/historical-returns';
import { WidgetProvider } from '../../shared/widget-context';
import '../texts';
import { downloadHistoricalData } from './download-historical-data';
import { HistoricalTable, type HistoricalTableProps } from './historical-table';

const INSTRUMENT = '16099872';
const STOCK_ROWS = [
  { period: 'YEAR_1', performance: 12.345, high: 231.4, low: 180.05, turnover: 123456789.4 },
  { period: '2024', performance: -3.2, high: 210, low: 170.5, turnover: null },
];

let count = 0;
let stub: StubFetch;

function renderTable(
  answer: () => Response | Promise<Response>,
  props: Partial<HistoricalTableProps> = {},
) {
  count += 1;
  stub = stubFetch((asked) =>
    asked.path.startsWith('/market-data/returns/historical/') ? answer() : jsonResponse(401, {}),
  );
  vi.stubGlobal('fetch', stub.fetch);
  const onClose = vi.fn();
  render(
    <WidgetProvider
      host={undefined}
      locale="en-GB"
      apiBase={`https://table${count}.broker.example`}
    >
      <HistoricalTable
        instrumentId={INSTRUMENT}
        instrumentName="Volvo B"
        onClose={onClose}
        {...props}
      />
    </WidgetProvider>,
  );
  return { onClose };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = () => screen.findByRole('table', { name: 'Historical development of Volvo B' });

describe('historical table', () => {
  it("is titled 'Historical development' and asks for the returns with streaming on", async () => {
    renderTable(() => jsonResponse(200, STOCK_ROWS));
    expect(screen.getByRole('region', { name: 'Historical development' })).toBeTruthy();
    await table();
    expect(stub.requests.map((asked) => asked.path)).toContain(
      returnsHistorical(INSTRUMENT, { streaming: true }),
    );
  });

  it('shows Period, Development, High, Low and Turnover when rows have them, in the locale', async () => {
    renderTable(() => jsonResponse(200, STOCK_ROWS));
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodDevelopmentHighLowTurnover',
      'One year+12.35%231.40180.05123,456,789',
      '2024-3.20%210.00170.50',
    ]);
    expect(within(await table()).getByRole('rowheader', { name: 'One year' })).toBeTruthy();
  });

  it('shows only Period and Development when no row has High, Low or turnover', async () => {
    renderTable(() => jsonResponse(200, [{ period: '2025', performance: 1 }]));
    const headers = within(await table()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Period', 'Development']);
  });

  it('shows a spinner while loading', async () => {
    let answer!: (response: Response) => void;
    renderTable(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(
      await screen.findByRole('status', { name: 'Loading historical development' }),
    ).toBeTruthy();
    answer(jsonResponse(200, STOCK_ROWS));
    await table();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says 'No data found.' without rows", async () => {
    renderTable(() => jsonResponse(200, []));
    expect(await screen.findByText('No data found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells of a failed load and loads again on Retry', async () => {
    let fail = true;
    renderTable(() => (fail ? jsonResponse(200, { rows: 'no' }) : jsonResponse(200, STOCK_ROWS)));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Historical development could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await table();
  });

  it('closes with its labelled close button', async () => {
    const { onClose } = renderTable(() => jsonResponse(200, STOCK_ROWS));
    await userEvent.click(screen.getByRole('button', { name: 'Close historical development' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers no download without a download handler', async () => {
    renderTable(() => jsonResponse(200, STOCK_ROWS));
    await table();
    expect(screen.queryByRole('button', { name: 'Download historical data' })).toBeNull();
  });

  it('hands the rows to the download handler', async () => {
    const onDownload = vi.fn<(rows: HistoricalReturns) => void>();
    renderTable(() => jsonResponse(200, STOCK_ROWS), { onDownload });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Download historical data' }));
    expect(onDownload).toHaveBeenCalledWith(STOCK_ROWS);
  });
});

describe('the default download', () => {
  it('saves the rows as a CSV file named after the instrument through a temporary link', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:historical';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    downloadHistoricalData('Volvo B', 'en-GB')([{ period: 'YEAR_1', performance: 1.5 }]);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('Volvo B historical data.csv');
    expect(clicked[0]?.href).toBe('blob:historical');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('Period,Development\r\nOne year,1.5\r\n');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:historical');
  });
});
