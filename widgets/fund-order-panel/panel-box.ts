import type { ReservedBox } from '../shared/reserved-box';

/*
 * The order panel's box. Before the session's answer the panel cannot know whether it will show
 * the order form or the page's `logged-out` content, so every state fills one box, tall enough
 * for the form of a customer with the most to read (the suitability notice, the fund's notices),
 * and taller on narrow widths, where its lines wrap: the larger of 44 rem and 70 rem less 60 %
 * of its width (a 360 px phone: about 58 rem). `--bw-fund-order-panel-min-height` sets another
 * height, `0px` none (a page that knows its reader is not logged in).
 */
export const PANEL_DEFAULT_HEIGHT = 'max(44rem, 70rem - 60%)';

export const PANEL_MIN_HEIGHT = `var(--bw-fund-order-panel-min-height, ${PANEL_DEFAULT_HEIGHT})`;

export const PANEL_BOX: ReservedBox = {
  host: { display: 'grid' },
  strut: { paddingTop: PANEL_MIN_HEIGHT },
};
