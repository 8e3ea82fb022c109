import { STROKE } from './spark-grid';
import { runSparkPage } from './spark-page';

/** Canvases drawn by one plain script from the values, for scale. */
runSparkPage({
  draw(grid, series) {
    const ratio = devicePixelRatio;
    const canvases = series.map(() => grid.appendChild(document.createElement('canvas')));
    // Every size is read before any canvas is resized, so layout runs once, not 200 times.
    const boxes = canvases.map((canvas) => canvas.getBoundingClientRect());
    canvases.forEach((canvas, n) => {
      const values = series[n] ?? [];
      const { width, height } = boxes[n] ?? { width: 0, height: 0 };
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D context');
      const min = Math.min(...values);
      const max = Math.max(...values);
      context.strokeStyle = STROKE.colour;
      context.lineWidth = STROKE.widthPx * ratio;
      context.beginPath();
      values.forEach((v, i) => {
        const x = (i / (values.length - 1)) * canvas.width;
        const y = ((max - v) / (max - min)) * canvas.height;
        if (i === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      });
      context.stroke();
    });
  },
});
