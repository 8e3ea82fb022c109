import { AreaSeries, createChart, type UTCTimestamp } from 'lightweight-charts';
import { CHART, COLOURS } from './chart-size';
import { chartBox, fetchPoints, firstFrame, startTiming } from './first-frame';

/**
 * lightweight-charts: the same answer, the close as an area and the volume as an area on a
 * price scale of its own in the lowest quarter, the whole series fitted into the width (its
 * bars may be narrower than a pixel, as the others' are). It paints in the next animation
 * frame; the first-frame callback is queued after it.
 */
const start = await startTiming();
const rows = await fetchPoints();
const close = rows.map((row) => ({
  time: (row.timeStamp / 1000) as UTCTimestamp,
  value: row.last,
}));
const volume = rows.map((row) => ({
  time: (row.timeStamp / 1000) as UTCTimestamp,
  value: row.volume,
}));
const chart = createChart(chartBox(), { ...CHART, timeScale: { minBarSpacing: 0.001 } });
chart
  .addSeries(AreaSeries, {
    lineColor: COLOURS.line,
    topColor: COLOURS.area,
    bottomColor: COLOURS.area,
    lineWidth: 2,
  })
  .setData(close);
chart
  .addSeries(AreaSeries, {
    priceScaleId: 'volume',
    lineColor: COLOURS.volume,
    topColor: COLOURS.volume,
    bottomColor: COLOURS.volume,
    lineWidth: 1,
    lastValueVisible: false,
    priceLineVisible: false,
  })
  .setData(volume);
chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.75, bottom: 0 } });
chart.timeScale().fitContent();
firstFrame(start, rows.length);
