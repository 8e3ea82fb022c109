/**
 * How the panel is shown (docs/rules.md#products-and-screens): as a card of its own, or inside the
 * site's side panel.
 */
export const PANEL_VARIANTS = ['card', 'panel'] as const;
export type PanelVariant = (typeof PANEL_VARIANTS)[number];

/** Plain fund orders, or allocation requests for an investment plan. */
export const PANEL_MODES = ['order', 'allocation-request'] as const;
export type PanelMode = (typeof PANEL_MODES)[number];
