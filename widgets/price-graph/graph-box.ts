import type { ReservedBox } from '../shared/reserved-box';

/*
 * The graph's box: a fixed height, whatever its state (loading, data, no data, error, the
 * historical table), its width and the reader's login. The chart takes what the header, the
 * footer and the card's padding leave, so a header that wraps on a narrow card makes the chart
 * shorter, never the graph taller.
 */

/** The chart's height where the header takes one row; `--bw-price-graph-height` sets it. */
export const CHART_HEIGHT = 'var(--bw-price-graph-height, 320px)';
/** The header's row: chips 2 rem high, 44 px on a touch screen, with room for their focus rings. */
export const HEADER_HEIGHT_REM = 2.75;
/** The footer is 64 px high. */
export const FOOTER_HEIGHT_PX = 64;
/** The card's padding on each side, and the gap between its rows. */
export const CARD_PADDING_REM = 0.75;
export const CARD_GAP_REM = 0.5;
/** The card's border on each side. */
export const CARD_BORDER_PX = 1;

export const GRAPH_BOX: ReservedBox = {
  host: {
    display: 'block',
    height: `calc(${CHART_HEIGHT} + ${String(HEADER_HEIGHT_REM + 2 * CARD_PADDING_REM + 2 * CARD_GAP_REM)}rem + ${String(FOOTER_HEIGHT_PX + 2 * CARD_BORDER_PX)}px)`,
  },
};
