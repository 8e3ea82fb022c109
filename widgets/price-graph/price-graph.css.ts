import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { hostBoxRules } from '../shared/reserved-box';
import { scrollsSideways } from './sideways-scroll.css';
import { tokens } from '../shared/theme.css';
import {
  CARD_BORDER_PX,
  CARD_GAP_REM,
  CARD_PADDING_REM,
  FOOTER_HEIGHT_PX,
  GRAPH_BOX,
} from './graph-box';

const space = { xs: '0.25rem', s: '0.5rem', m: '0.75rem', l: '1rem' };

for (const [selector, rule] of hostBoxRules('price-graph', GRAPH_BOX)) globalStyle(selector, rule);
/** The resolution list is 120 px wide. */
const RESOLUTION_LIST_WIDTH = '120px';

/** Every state of the graph is this card, filling the element's box (see graph-box.ts). */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: tokens.color.surface,
  color: tokens.color.text,
  border: `${String(CARD_BORDER_PX)}px solid ${tokens.color.border}`,
  borderRadius: tokens.radius,
  boxShadow: tokens.shadow,
  padding: `${String(CARD_PADDING_REM)}rem`,
  gap: `${String(CARD_GAP_REM)}rem`,
  minWidth: '16rem',
});

export const resolution = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  fontSize: '0.875rem',
  color: tokens.color.textMuted,
});

export const resolutionSelect = style({
  width: RESOLUTION_LIST_WIDTH,
  font: 'inherit',
  color: tokens.color.text,
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '6px',
  padding: `${space.xs} ${space.s}`,
});

/** The chart's cell of the card's body: the height the header and the period bar leave. */
export const plotArea = style({ position: 'relative', minHeight: 0 });

/** The chart's box: the plot area decides its width and its height. */
export const chartBox = style({ width: '100%', height: '100%', overflow: 'hidden' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: space.l,
  color: tokens.color.textMuted,
  pointerEvents: 'none',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  top: space.s,
  left: space.s,
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  border: `3px solid ${tokens.color.border}`,
  borderTopColor: tokens.color.accent,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});

export const tooltip = style({
  position: 'absolute',
  zIndex: 2,
  pointerEvents: 'none',
  minWidth: '9rem',
  background: tokens.color.surface,
  color: tokens.color.text,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '8px',
  boxShadow: tokens.shadow,
  padding: `${space.xs} ${space.s}`,
  fontSize: '0.8125rem',
  lineHeight: 1.35,
});

export const tooltipPosition = styleVariants({
  floating: {},
  fixed: { top: space.xs, left: space.xs },
});

export const tooltipRow = style({ display: 'flex', justifyContent: 'space-between', gap: space.m });

export const tooltipLabel = style({ color: tokens.color.textMuted });

/** A group of the tooltip's lines (the trades, the events at the point), set apart by a rule. */
export const tooltipSection = style({
  marginTop: space.xs,
  paddingTop: space.xs,
  borderTop: `1px solid ${tokens.color.border}`,
});

/**
 * The periods beside the Custom button, in one row of a fixed height at any width. The footer
 * spans the card's body under the chart and the drawer (see graph-chrome.css.ts).
 */
export const footer = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  flex: 'none',
  height: `${String(FOOTER_HEIGHT_PX)}px`,
  borderTop: `1px solid ${tokens.color.border}`,
});

/**
 * The period bar is one row: where the periods do not fit, it scrolls sideways, and a shadow at
 * its edge shows that more periods lie beyond it.
 */
export const periodList = style([
  scrollsSideways,
  {
    display: 'flex',
    gap: space.xs,
    flex: '1 1 auto',
    minWidth: 0,
    scrollbarWidth: 'thin',
    padding: `${space.xs} 0`,
  },
]);

export const periodButton = style({
  position: 'relative',
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.125rem',
  minWidth: '3.25rem',
  padding: `${space.xs} ${space.s}`,
  font: 'inherit',
  fontSize: '0.8125rem',
  color: tokens.color.text,
  background: 'transparent',
  border: '1px solid transparent',
  borderRadius: '8px',
  cursor: 'pointer',
  selectors: {
    // No bolder text when pressed: a period chosen keeps its width, so no button moves.
    '&[aria-pressed="true"]': {
      background: tokens.color.surfaceSunken,
      borderColor: tokens.color.border,
    },
    '&:focus-visible': { outline: `2px solid ${tokens.color.focus}`, outlineOffset: '1px' },
  },
});

export const performance = styleVariants({
  up: { color: tokens.color.positive },
  down: { color: tokens.color.negative },
  flat: { color: tokens.color.textMuted },
});

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.s,
  padding: space.l,
});

export const fallbackTitle = style({ margin: 0, fontSize: '1.0625rem' });

export const actions = style({ display: 'flex', gap: space.s });

export const button = style({
  font: 'inherit',
  padding: `${space.s} ${space.l}`,
  borderRadius: '8px',
  border: `1px solid ${tokens.color.accent}`,
  background: tokens.color.surface,
  color: tokens.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${tokens.color.focus}`, outlineOffset: '2px' },
  },
});

export const primaryButton = style([
  button,
  { background: tokens.color.accent, color: tokens.color.onAccent },
]);

export { visuallyHidden } from '../shared/visually-hidden.css';
