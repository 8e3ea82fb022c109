import { STROKE } from './spark-grid';
import { runSparkPage } from './spark-page';

/** SVG polylines made by one plain script from the values, the points worked out in the page. */
const SVG = 'http://www.w3.org/2000/svg';

runSparkPage({
  draw(grid, series) {
    for (const values of series) {
      const min = Math.min(...values);
      const max = Math.max(...values);
      const points = values
        .map(
          (v, i) =>
            `${String((i / (values.length - 1)) * 1000)},${String(((max - v) / (max - min)) * 1000)}`,
        )
        .join(' ');
      const svg = document.createElementNS(SVG, 'svg');
      svg.setAttribute('viewBox', '0 0 1000 1000');
      svg.setAttribute('preserveAspectRatio', 'none');
      const line = document.createElementNS(SVG, 'polyline');
      line.setAttribute('points', points);
      line.setAttribute('fill', 'none');
      line.setAttribute('stroke', STROKE.colour);
      line.setAttribute('stroke-width', String(STROKE.widthPx));
      line.setAttribute('vector-effect', 'non-scaling-stroke');
      svg.append(line);
      grid.append(svg);
    }
  },
});
