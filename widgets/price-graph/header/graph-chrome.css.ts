import { style } from '@vanilla-extract/css';
import { tokens } from '../../shared/theme.css';
import { NARROW_CARD_PX } from '../model/graph-header';
import { scrollsSideways } from '../sideways-scroll.css';

/**
 * The graph's chrome around the chart: the header's chips, the side drawer, the settings
 * tab's form and the fullscreen card.
 */

const space = { xs: '0.25rem', s: '0.5rem', m: '0.75rem', l: '1rem' };

/** The drawer's width beside the chart on a wide card; on a narrow one it covers the chart. */
const DRAWER_WIDTH = '20rem';

/** The card (its content) is narrow: see NARROW_CARD_PX. */
const narrowCard = `(max-width: ${NARROW_CARD_PX}px)`;

/**
 * Above the page's own content: the default header z-index, 2, is the page header's, so the
 * fullscreen graph sits above it.
 */
const FULLSCREEN_LAYER = 1000;

const focusRing = {
  '&:focus-visible': { outline: `2px solid ${tokens.color.focus}`, outlineOffset: '1px' },
};

/**
 * The header keeps its height whatever shows in it: the chips on one row that scrolls sideways
 * when their labels are wider, and the Resolution dropdown and Maximize at its end, on the same
 * row on a wide card and on a row of their own on a narrow one, whether there or not.
 */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
});

/** Room round the chips, inside the scrolling row, for their focus rings. */
const ringRoom = '3px';
/** A chip's height; the chips' row is as high with none in it (before its controls render). */
const CHIP_HEIGHT = '2rem';

export const chips = style([
  scrollsSideways,
  {
    display: 'flex',
    gap: space.xs,
    flex: '1 1 0',
    minWidth: 0,
    padding: ringRoom,
    margin: `-${ringRoom}`,
    minHeight: `calc(${CHIP_HEIGHT} + 2 * ${ringRoom})`,
    '@container': { [narrowCard]: { flexBasis: '100%' } },
  },
]);

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  marginLeft: 'auto',
  flex: 'none',
  minHeight: '2.25rem',
});

/**
 * A chip's label where the card is too narrow for it: left out for a mouse, which has the chip's
 * tooltip, and shown on a touch screen, which has none.
 */
export const narrowChipLabel = style({
  '@media': { 'not all and (pointer: coarse)': { display: 'none' } },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  gap: space.xs,
  minHeight: CHIP_HEIGHT,
  padding: `${space.xs} ${space.m}`,
  font: 'inherit',
  fontSize: '0.8125rem',
  color: tokens.color.text,
  // Clear, for the row's edge shadow to show through (the card's surface is behind it).
  background: 'transparent',
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '999px',
  cursor: 'pointer',
  selectors: {
    ...focusRing,
    '&[aria-pressed="true"], &[aria-expanded="true"]': {
      background: tokens.color.accent,
      borderColor: tokens.color.accent,
      color: tokens.color.onAccent,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  color: tokens.color.text,
  background: 'transparent',
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '8px',
  cursor: 'pointer',
  selectors: focusRing,
});

/**
 * The card's middle: the chart, the drawer beside it on a wide card, and the period bar under
 * both, as wide as the card whether the drawer is open or not. The drawer takes the chart's
 * height and scrolls within it; on a narrow card it lies over the chart and the period bar.
 */
export const body = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  // The chart's row takes the card's height that the header and the period bar leave.
  gridTemplateRows: 'minmax(0, 1fr) auto',
  rowGap: space.s,
  flex: '1 1 auto',
  minHeight: 0,
  selectors: {
    // Fullscreen: the chart takes the height the header and the period bar leave, at least 10rem.
    '[data-fullscreen="true"] > &': {
      flexBasis: 0,
      gridTemplateRows: 'minmax(10rem, 1fr) auto',
    },
  },
});

/** The chart and the period bar, as the body's own cells: what the narrow drawer covers. */
export const coveredByDrawer = style({ display: 'contents' });

export const drawer = style({
  gridColumn: 2,
  gridRow: 1,
  width: DRAWER_WIDTH,
  marginLeft: space.m,
  // Sized as if empty, so the chart's row keeps the chart's height.
  contain: 'size',
  overflowY: 'auto',
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '8px',
  padding: space.m,
  '@container': {
    // Over the chart and the period bar, and longer than they are where its content is (the
    // compare results under the search box), over the page below the graph.
    [narrowCard]: {
      position: 'absolute',
      inset: '0 0 auto 0',
      minHeight: '100%',
      contain: 'none',
      zIndex: 3,
      gridArea: 'auto',
      width: 'auto',
      margin: 0,
      boxShadow: tokens.shadow,
    },
  },
});

export const drawerHeading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
  marginBottom: space.s,
});

export const drawerTitle = style({ margin: 0, fontSize: '1rem' });

/** The card as a container, so the drawer can cover a narrow chart. */
export const container = style({ containerType: 'inline-size' });

/**
 * The card while fullscreen (an attribute as well as the class, to win over the card's own
 * position); the chart's box fills its row of the body.
 */
export const fullscreen = style({
  selectors: {
    '&[data-fullscreen="true"]': {
      position: 'fixed',
      inset: 0,
      zIndex: FULLSCREEN_LAYER,
      borderRadius: 0,
      height: 'auto',
      overflow: 'auto',
    },
  },
});

export const fieldset = style({
  border: 'none',
  margin: `0 0 ${space.m}`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
});

export const legend = style({
  padding: 0,
  marginBottom: space.xs,
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: tokens.color.textMuted,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  fontSize: '0.875rem',
  selectors: { '&[data-disabled="true"]': { color: tokens.color.textMuted } },
});

export const select = style({
  font: 'inherit',
  fontSize: '0.875rem',
  color: tokens.color.text,
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '6px',
  padding: `${space.xs} ${space.s}`,
});

export const note = style({ margin: 0, fontSize: '0.8125rem', color: tokens.color.textMuted });
