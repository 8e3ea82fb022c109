import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { tokens } from '../../shared/theme.css';

const space = { xs: '0.25rem', s: '0.5rem', m: '0.75rem', l: '1rem' };

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.m,
  background: tokens.color.surface,
  color: tokens.color.text,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius,
  boxShadow: tokens.shadow,
  padding: space.m,
  minWidth: '16rem',
  // Within the graph's box: a long table scrolls inside it.
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
});

export const title = style({ margin: 0, fontSize: '1.0625rem' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: space.s });

const focusRing = {
  '&:focus-visible': { outline: `2px solid ${tokens.color.focus}`, outlineOffset: '2px' },
};

export const button = style({
  font: 'inherit',
  fontSize: '0.875rem',
  padding: `${space.xs} ${space.m}`,
  borderRadius: '8px',
  border: `1px solid ${tokens.color.accent}`,
  background: tokens.color.surface,
  color: tokens.color.accent,
  cursor: 'pointer',
  selectors: focusRing,
});

/** A full touch target where fingers press (44 px), never squeezed by the title beside it. */
export const closeButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  color: tokens.color.textMuted,
  background: 'transparent',
  border: '1px solid transparent',
  borderRadius: '50%',
  cursor: 'pointer',
  selectors: {
    ...focusRing,
    '&:hover': { background: tokens.color.surfaceSunken, color: tokens.color.text },
  },
  '@media': { '(pointer: coarse)': { width: '2.75rem', height: '2.75rem' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
});

const cell = {
  padding: `${space.s} ${space.s}`,
  borderBottom: `1px solid ${tokens.color.border}`,
  whiteSpace: 'nowrap',
} as const;

export const columnHeading = style({
  ...cell,
  fontWeight: 600,
  color: tokens.color.textMuted,
  textAlign: 'right',
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const rowHeading = style({ ...cell, fontWeight: 400, textAlign: 'left' });

/** The period column stays in sight while the figures scroll under it. */
globalStyle(`${table} tr > :first-child`, {
  position: 'sticky',
  left: 0,
  background: tokens.color.surface,
});

export const number = style({ ...cell, textAlign: 'right' });

export const development = styleVariants({
  up: { color: tokens.color.positive },
  down: { color: tokens.color.negative },
  flat: { color: tokens.color.text },
});

export const message = style({
  margin: 0,
  padding: `${space.l} 0`,
  textAlign: 'center',
  color: tokens.color.textMuted,
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.l} 0`,
});

export { spinner, visuallyHidden } from '../price-graph.css';

/** The rows scroll sideways on a narrow card, with a shadow on the edge that has more. */
export { scrollsSideways as scroller } from '../sideways-scroll.css';

/** Room for the spinner while the rows load. */
export const loading = style({ position: 'relative', minHeight: '3rem' });
