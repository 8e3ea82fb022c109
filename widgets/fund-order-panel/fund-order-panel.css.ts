import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { hostBoxRules } from '../shared/reserved-box';
import { tokens } from '../shared/theme.css';
import { PANEL_BOX } from './panel-box';

for (const [selector, rule] of hostBoxRules('fund-order-panel', PANEL_BOX)) {
  globalStyle(selector, rule);
}

const space = { xs: '0.25rem', s: '0.5rem', m: '0.75rem', l: '1rem', xl: '1.5rem' };

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.l,
  background: tokens.color.surface,
  color: tokens.color.text,
  padding: space.xl,
  minWidth: '16rem',
  maxWidth: '32rem',
});

export const variant = styleVariants({
  card: {
    border: `1px solid ${tokens.color.border}`,
    borderRadius: tokens.radius,
    boxShadow: tokens.shadow,
  },
  panel: { padding: space.l, maxWidth: 'none' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.m,
});

export const title = style({ fontSize: '1.25rem', fontWeight: 650, margin: 0, lineHeight: 1.25 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const label = style({ fontWeight: 600, fontSize: '0.9rem' });

const control = {
  font: 'inherit',
  color: tokens.color.text,
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '8px',
  padding: `${space.s} ${space.m}`,
  minHeight: '2.75rem',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: tokens.color.negative },
    '&:disabled': { opacity: 0.6 },
  },
} as const;

export const select = style(control);

export const input = style([select, { fontSize: '1.1rem', fontVariantNumeric: 'tabular-nums' }]);

export const hint = style({ fontSize: '0.85rem', color: tokens.color.textMuted });

export const error = style({ fontSize: '0.85rem', color: tokens.color.negative, fontWeight: 600 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${space.xs} ${space.l}`,
  margin: 0,
  fontSize: '0.95rem',
});

export const figureLabel = style({ color: tokens.color.textMuted });

export const figureValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });

export const segmented = style({
  display: 'inline-flex',
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '999px',
  padding: '2px',
  gap: '2px',
});

export const segment = style({
  font: 'inherit',
  fontSize: '0.9rem',
  minHeight: '24px',
  border: 'none',
  borderRadius: '999px',
  padding: `${space.xs} ${space.m}`,
  background: 'transparent',
  color: tokens.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"]': { background: tokens.color.accent, color: tokens.color.onAccent },
    '&:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '1px' },
  },
});

const button = style({
  font: 'inherit',
  fontWeight: 600,
  borderRadius: '999px',
  padding: `${space.s} ${space.l}`,
  minHeight: '2.75rem',
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.s,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '2px' },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const primaryButton = style([
  button,
  {
    border: `1px solid ${tokens.color.accent}`,
    background: tokens.color.accent,
    color: tokens.color.onAccent,
  },
]);

export const secondaryButton = style([
  button,
  {
    border: `1px solid ${tokens.color.border}`,
    background: tokens.color.surface,
    color: tokens.color.text,
  },
]);

export const quietButton = style([
  button,
  {
    border: 'none',
    background: 'transparent',
    color: tokens.color.accent,
    padding: `${space.xs} ${space.s}`,
    minHeight: '2.25rem',
  },
]);

export const fullWidth = style({ width: '100%' });

export const bannerBox = style({
  borderInlineStart: `4px solid ${tokens.color.accent}`,
  background: tokens.color.surfaceSunken,
  borderRadius: '8px',
  padding: `${space.m} ${space.l}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
});

// After the box, so that a variant's border colour wins over the box's shorthand.
export const banner = styleVariants({
  info: {},
  warning: { borderInlineStartColor: tokens.color.warning },
  danger: { borderInlineStartColor: tokens.color.negative },
});

export const bannerTitle = style({ fontWeight: 650, margin: 0, fontSize: '1rem' });

export const bannerText = style({ margin: 0 });

/** The links close the panel: a box taller than the form keeps its room above them. */
export const links = style({
  listStyle: 'none',
  margin: 'auto 0 0',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.l}`,
  fontSize: '0.9rem',
});

/**
 * A link is a target of at least 24 px (WCAG 2.2 target size), and of 44 px where the reader
 * points with a finger, so a list of links on a phone is easy to hit one by one.
 */
export const link = style({
  color: tokens.color.accent,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(pointer: coarse)': { minHeight: '44px' } },
});

export const drawer = style({
  borderTop: `1px solid ${tokens.color.border}`,
  paddingTop: space.m,
});

export const accordionItem = style({
  borderBottom: `1px solid ${tokens.color.border}`,
  padding: `${space.s} 0`,
});

export const accordionSummary = style({
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '2px' },
  },
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.l,
  outline: 'none',
});

export const resultHeading = style({
  margin: 0,
  fontSize: '1.2rem',
  outline: 'none',
});

export const resultIcon = styleVariants({
  success: { color: tokens.color.positive },
  failure: { color: tokens.color.negative },
  unknown: { color: tokens.color.warning },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.s,
});

export const listItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.m,
  padding: `${space.s} ${space.m}`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '8px',
});

export const sectionTitle = style({ fontSize: '1rem', margin: 0 });

const shimmer = keyframes({
  '0%': { opacity: 0.55 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0.55 },
});

export const skeletonLine = style({
  height: '1.1rem',
  borderRadius: '6px',
  background: tokens.color.surfaceSunken,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonBlock = style([skeletonLine, { height: '2.75rem' }]);
