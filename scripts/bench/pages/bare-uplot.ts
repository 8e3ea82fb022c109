import uPlot from 'uplot';
import { CHART, COLOURS } from './chart-size';
import { chartBox, fetchPoints, firstFrame, startTiming } from './first-frame';

/**
 * Bare uPlot, the baseline: the answer fetched and parsed with `JSON.parse`, uPlot's aligned
 * columns built, the close drawn as a line with a fill and the volume as an area on a scale of
 * its own in the lowest quarter, with uPlot's default axes.
 */
const start = await startTiming();
const rows = await fetchPoints();
const count = rows.length;
const times = new Float64Array(count);
const close = new Float64Array(count);
const volume = new Float64Array(count);
for (let index = 0; index < count; index += 1) {
  const row = rows[index];
  if (!row) continue;
  times[index] = row.timeStamp / 1000;
  close[index] = row.last;
  volume[index] = row.volume;
}
let drawn = false;
new uPlot(
  {
    ...CHART,
    scales: {
      x: { time: true },
      // The volume in the lowest quarter, under the line.
      vol: { range: (_u, _min, max) => [0, max * 4] },
    },
    series: [
      {},
      { stroke: COLOURS.line, fill: COLOURS.area, width: 2 },
      { scale: 'vol', fill: COLOURS.volume, width: 0 },
    ],
    hooks: {
      draw: [
        (u) => {
          if (drawn) return;
          drawn = true;
          firstFrame(start, u.data[0].length);
        },
      ],
    },
  },
  [times, close, volume] as unknown as uPlot.AlignedData,
  chartBox(),
);
