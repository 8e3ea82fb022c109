import type * as HighchartsStock from 'highcharts/highstock';
import { CHART, COLOURS } from './chart-size';
import { chartBox, fetchPoints, firstFrame, startTiming } from './first-frame';

/**
 * Highcharts Stock (its UMD build, loaded by the page's own script tag): the same answer, the
 * close as an area and the volume as an area on an axis in the lowest quarter, with the
 * library's defaults otherwise (its data grouping included); navigator, range selector,
 * scrollbar and animation off, as the other charts have none.
 */
declare global {
  interface Window {
    Highcharts: typeof HighchartsStock;
  }
}

const start = await startTiming();
const rows = await fetchPoints();
const close = rows.map((row): [number, number] => [row.timeStamp, row.last]);
const volume = rows.map((row): [number, number] => [row.timeStamp, row.volume]);
window.Highcharts.stockChart(
  chartBox(),
  {
    chart: { ...CHART, animation: false },
    credits: { enabled: false },
    navigator: { enabled: false },
    rangeSelector: { enabled: false },
    scrollbar: { enabled: false },
    plotOptions: { series: { animation: false } },
    yAxis: [{ height: '100%' }, { top: '75%', height: '25%', visible: false }],
    series: [
      { type: 'area', data: close, color: COLOURS.line, fillColor: COLOURS.area, lineWidth: 2 },
      { type: 'area', data: volume, yAxis: 1, color: COLOURS.volume, lineWidth: 0 },
    ],
  },
  // Called once the chart has been rendered.
  () => firstFrame(start, rows.length),
);
