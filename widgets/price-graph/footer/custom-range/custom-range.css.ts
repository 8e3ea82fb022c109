import { style, styleVariants } from '@vanilla-extract/css';
import { tokens } from '../../../shared/theme.css';

/** The date picker is 336 px wide; on desktop that is each month's panel. */
const DATE_PICKER_WIDTH = '336px';

/** Between the two months of the desktop picker. */
const monthGap = '1.5rem';
const popoverPadding = '1rem';

const focusRing = {
  '&:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '2px' },
} as const;

/** The band behind the days of a range: the accent, faint enough for text on it. */
const rangeBand = `color-mix(in srgb, ${tokens.color.accent} 18%, transparent)`;

export const control = style({ position: 'relative', display: 'inline-flex' });

/** Compact mode, set on the picker: fullscreen, one month, larger touch targets. */
export const compact = style({});

const buttonBase = {
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.375rem',
  color: tokens.color.text,
  background: 'transparent',
  border: '1px solid transparent',
  borderRadius: '999px',
} as const;

const hover = { background: tokens.color.surfaceSunken };

/** Two lines, as a period's button has: the word, and the range applied under it. */
export const trigger = style({
  ...buttonBase,
  flexDirection: 'column',
  gap: '0.125rem',
  padding: '0.25rem 0.75rem',
  minHeight: '2.25rem',
  borderRadius: '8px',
  selectors: {
    ...focusRing,
    '&:hover': hover,
    '&[aria-expanded="true"]': hover,
    '&[aria-pressed="true"]': {
      background: tokens.color.accent,
      borderColor: tokens.color.accent,
      color: tokens.color.onAccent,
    },
  },
});

/** The range on the desktop button, in digits of one width, so every range takes the same room. */
export const appliedRange = style({
  fontSize: '0.75rem',
  fontWeight: 400,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-hidden="true"]': { visibility: 'hidden' } },
});

/** Icon-only: only used on small screens, so it is a full touch target. */
export const iconTrigger = style([trigger, { padding: 0, width: '2.5rem', minHeight: '2.5rem' }]);

export const iconButton = style({
  ...buttonBase,
  padding: 0,
  width: '2.5rem',
  height: '2.5rem',
  selectors: {
    ...focusRing,
    '&:hover': hover,
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const popover = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 0.5rem)',
  insetInlineEnd: 0,
  // Above the graph's header (z-index 2) and its chart.
  zIndex: 3,
  width: `calc(2 * ${DATE_PICKER_WIDTH} + ${monthGap} + 2 * ${popoverPadding})`,
  maxWidth: 'calc(100vw - 2rem)',
  padding: popoverPadding,
  background: tokens.color.surface,
  color: tokens.color.text,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.25)',
});

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
});

export const dialogTitle = style({ margin: 0, fontSize: '1.125rem', fontWeight: 650 });

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  selectors: { [`&${compact}`]: { flex: 1 } },
});

export const status = style({
  margin: 0,
  minHeight: '1.4em',
  fontSize: '0.9rem',
  color: tokens.color.textMuted,
});

/** Side by side when there is room, else one month per row. */
export const months = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: monthGap,
  justifyContent: 'center',
});

export const month = style({
  flex: '1 1 16rem',
  maxWidth: DATE_PICKER_WIDTH,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  selectors: { [`${compact} &`]: { maxWidth: '28rem' } },
});

export const monthHeader = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem 1fr 2.5rem',
  alignItems: 'center',
});

export const monthTitle = style({
  gridColumn: 2,
  textAlign: 'center',
  fontWeight: 650,
  // Intl writes Nordic month names in lower case; the title starts with a capital.
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const grid = style({ display: 'flex', flexDirection: 'column' });

export const week = style({ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' });

export const weekday = style({
  padding: '0.25rem 0',
  fontSize: '0.75rem',
  fontWeight: 600,
  color: tokens.color.textMuted,
  textAlign: 'center',
});

const cell = { padding: '1px 0', textAlign: 'center' } as const;

/** The range band runs behind the cells; at the ends it starts or stops at the day's middle. */
export const dayCell = styleVariants({
  outside: cell,
  single: cell,
  inside: { ...cell, background: rangeBand },
  start: { ...cell, background: `linear-gradient(to right, transparent 50%, ${rangeBand} 50%)` },
  end: { ...cell, background: `linear-gradient(to left, transparent 50%, ${rangeBand} 50%)` },
});

const dayButton = style({
  font: 'inherit',
  fontSize: '0.9rem',
  fontVariantNumeric: 'tabular-nums',
  display: 'block',
  margin: '0 auto',
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: tokens.color.text,
  cursor: 'pointer',
  selectors: {
    ...focusRing,
    '&:hover:not(:disabled)': hover,
    '&[aria-current="date"]': {
      fontWeight: 700,
      boxShadow: `inset 0 0 0 1px ${tokens.color.text}`,
    },
    '&:disabled': { color: tokens.color.textMuted, opacity: 0.5, cursor: 'not-allowed' },
    // Touch targets of at least 44 px where fingers pick (compact mode).
    [`${compact} &`]: { width: '2.75rem', height: '2.75rem' },
  },
});

const endDay = style({
  selectors: {
    '&, &:hover:not(:disabled)': {
      background: tokens.color.accent,
      color: tokens.color.onAccent,
      fontWeight: 650,
    },
  },
});

export const day = styleVariants({
  outside: [dayButton],
  inside: [dayButton],
  single: [dayButton, endDay],
  start: [dayButton, endDay],
  end: [dayButton, endDay],
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '0.5rem',
  selectors: { [`${compact} &`]: { marginTop: 'auto' } },
});

const actionButton = {
  ...buttonBase,
  padding: '0.5rem 1rem',
  minHeight: '2.5rem',
  selectors: {
    ...focusRing,
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    [`${compact} &`]: { flex: 1, minHeight: '2.75rem' },
  },
} as const;

export const secondaryButton = style({
  ...actionButton,
  borderColor: tokens.color.border,
  background: tokens.color.surface,
});

export const primaryButton = style({
  ...actionButton,
  borderColor: tokens.color.accent,
  background: tokens.color.accent,
  color: tokens.color.onAccent,
});

/** The typed From and To fields, side by side where they fit. */
export const dateFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '0.75rem',
});

/** A typed date: the drawer's field, sharing a row with the other. */
export const dateField = style({ flex: '1 1 9rem', minWidth: 0 });
