import uPlot from 'uplot';

/** The point under the cursor, and where the cursor is in the plot (CSS pixels). */
export interface ChartCursor {
  index: number;
  left: number;
  top: number;
  /** The plot's width, to keep a tooltip inside it. */
  plotWidth: number;
}

/** Tells the component which point the cursor is on (null when it left the plot). */
export function cursorPlugin(onCursor: (cursor: ChartCursor | null) => void): uPlot.Plugin {
  return {
    hooks: {
      setCursor: (u) => {
        const { idx, left, top } = u.cursor;
        onCursor(
          idx === null || idx === undefined || left === undefined || left < 0
            ? null
            : { index: idx, left, top: top ?? 0, plotWidth: u.bbox.width / uPlot.pxRatio },
        );
      },
    },
  };
}
