import { style } from '@vanilla-extract/css';
import { tokens } from '../../shared/theme.css';
import { HEADER_HEIGHT_REM } from '../graph-box';

/**
 * The graph's chrome around the chart: the header's chips, the side drawer, the settings
 * tab's form and the fullscreen card.
 */

const space = { xs: '0.25rem', s: '0.5rem', m: '0.75rem', l: '1rem' };

/** The drawer's width beside the chart on a wide card; on a narrow one it covers the chart. */
const DRAWER_WIDTH = '20rem';

/** Above the page's own content: SPEC §9 "Default header z-index 2" is the page header's, so the fullscreen graph sits above it. */
const FULLSCREEN_LAYER = 1000;

const focusRing = {
  '&:focus-visible': { outline: `2px solid ${tokens.color.focus}`, outlineOffset: '1px' },
};

/** One row of a fixed height, whatever the chips' labels and the data: the chart never moves. */
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.s,
  flex: 'none',
  height: `${String(HEADER_HEIGHT_REM)}rem`,
});

/**
 * The chips scroll sideways where they do not fit beside the resolution and Maximize (a thin
 * scrollbar under them, within the header's height), and their edge fades to say so.
 */
export const chips = style({
  display: 'flex',
  gap: space.xs,
  minWidth: 0,
  height: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
  paddingRight: space.l,
  maskImage: `linear-gradient(to left, transparent, #000 ${space.l})`,
});

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  marginLeft: 'auto',
  flex: 'none',
});

export const chip = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '2rem',
  padding: `${space.xs} ${space.m}`,
  font: 'inherit',
  fontSize: '0.8125rem',
  color: tokens.color.text,
  background: tokens.color.surface,
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

/** The card's middle: the chart beside the drawer. */
export const body = style({
  position: 'relative',
  display: 'flex',
  gap: space.m,
  minHeight: 0,
  flex: '1 1 auto',
});

export const chartColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
  flex: '1 1 auto',
  minWidth: 0,
});

export const drawer = style({
  flex: `0 0 ${DRAWER_WIDTH}`,
  overflowY: 'auto',
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '8px',
  padding: space.m,
  '@container': {
    [`(max-width: 40rem)`]: {
      position: 'absolute',
      inset: 0,
      zIndex: 3,
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

/** The card while fullscreen (an attribute as well as the class, to win over the card's own position). */
export const fullscreen = style({
  selectors: {
    '&[data-fullscreen="true"]': {
      position: 'fixed',
      inset: 0,
      zIndex: FULLSCREEN_LAYER,
      borderRadius: 0,
      height: 'auto',
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
