import { style, styleVariants } from '@vanilla-extract/css';
import { tokens } from '../../shared/theme.css';
import { LIGHT_THEME, TOKEN_NAMES, type ThemeValues } from '../../shared/theme-tokens';
import { NARROW_CARD_PX } from '../model/graph-header';

/**
 * The drawer's Compare and Technical Analysis tabs and the pill bar under the chart: search, result
 * and indicator buttons shaped like the header's chips, forms like the settings tab's.
 */

const space = { xs: '0.25rem', s: '0.5rem', m: '0.75rem', l: '1rem' };

/** The pill is 98 px wide for fi-FI and 89 px otherwise (the pill's least width). */
const PILL_WIDTH = { finnish: '98px', other: '89px' };

/**
 * The colour of each palette slot a comparison or an indicator draws in: the page's
 * `--bw-graph-series-{n}` token, else the light theme's default.
 */
export const SERIES_COLORS = (Object.keys(TOKEN_NAMES.graph) as (keyof ThemeValues['graph'])[]).map(
  (slot) => `var(--${TOKEN_NAMES.graph[slot]}, ${LIGHT_THEME.graph[slot]})`,
);

const focusRing = {
  '&:focus-visible': { outline: `2px solid ${tokens.color.focus}`, outlineOffset: '1px' },
};

const controlButton = {
  font: 'inherit',
  fontSize: '0.8125rem',
  color: tokens.color.text,
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.border}`,
  cursor: 'pointer',
} as const;

//#region Tabs

export const tab = style({ display: 'flex', flexDirection: 'column', gap: space.m });

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const label = style({ fontSize: '0.875rem', color: tokens.color.textMuted });

export const input = style({
  font: 'inherit',
  color: tokens.color.text,
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '6px',
  padding: `${space.xs} ${space.s}`,
  selectors: {
    ...focusRing,
    '&[aria-invalid="true"]': { borderColor: tokens.color.negative },
  },
});

/**
 * The compare search, scrolled into view as it takes the focus: on a narrow card (a phone) to
 * near the top of the screen, so its results show under it above the on-screen keyboard.
 */
export const searchInput = style([
  input,
  {
    '@container': {
      [`(max-width: ${NARROW_CARD_PX}px)`]: { scrollMarginBottom: 'calc(100vh - 5rem)' },
    },
  },
]);

export const message = style({ margin: 0, fontSize: '0.8125rem', color: tokens.color.textMuted });

export const error = style([message, { color: tokens.color.negative }]);

export const notice = style([
  message,
  {
    color: tokens.color.text,
    borderLeft: `3px solid ${tokens.color.warning}`,
    paddingLeft: space.s,
  },
]);

export const noticeTitle = style({ display: 'block', fontWeight: 600 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A result of the compare search: an option of its list box, active while the keys rest on it. */
export const resultOption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  padding: `${space.xs} ${space.s}`,
  fontSize: '0.8125rem',
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '8px',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: tokens.color.surfaceSunken },
    '&[aria-selected="true"]': {
      background: tokens.color.surfaceSunken,
      outline: `2px solid ${tokens.color.focus}`,
      outlineOffset: '-1px',
    },
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const resultMeta = style({ fontSize: '0.75rem', color: tokens.color.textMuted });

export const listedItem = style({ display: 'flex', alignItems: 'center', gap: space.s });

export const listedName = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const swatch = style({
  flex: '0 0 auto',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '50%',
});

export const removeButton = style({
  ...controlButton,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  background: 'transparent',
  borderRadius: '8px',
  selectors: focusRing,
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const choiceButton = style({
  ...controlButton,
  minHeight: '2rem',
  padding: `${space.xs} ${space.m}`,
  borderRadius: '999px',
  selectors: {
    ...focusRing,
    '&[aria-pressed="true"]': {
      background: tokens.color.accent,
      borderColor: tokens.color.accent,
      color: tokens.color.onAccent,
    },
  },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
  padding: space.s,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '8px',
});

export const submitButton = style({
  ...controlButton,
  alignSelf: 'flex-start',
  padding: `${space.s} ${space.l}`,
  borderRadius: '8px',
  border: `1px solid ${tokens.color.accent}`,
  background: tokens.color.accent,
  color: tokens.color.onAccent,
  selectors: focusRing,
});

//#endregion
//#region Pill bar

export const pillBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const pillBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '999px',
  background: tokens.color.surface,
  fontSize: '0.8125rem',
});

export const pill = styleVariants(PILL_WIDTH, (minWidth) => [pillBase, { minWidth }]);

export const pillToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  flex: '1 1 auto',
  padding: `${space.xs} ${space.s}`,
  font: 'inherit',
  color: tokens.color.text,
  background: 'transparent',
  border: 0,
  borderRadius: '999px',
  cursor: 'pointer',
  selectors: {
    ...focusRing,
    // A series switched off appears transparent or greyed.
    '&[aria-pressed="false"]': { opacity: 0.45, textDecoration: 'line-through' },
  },
});

export const pillRemove = style([
  removeButton,
  { width: '1.5rem', height: '1.5rem', border: 0, borderRadius: '999px' },
]);

/** The owners series has no palette slot. */
export const ownersSwatch = style([swatch, { background: tokens.color.textMuted }]);

/** The legend's entry of the main series: a line swatch in the accent it draws in, no controls. */
export const mainEntry = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.s}`,
  fontSize: '0.8125rem',
  fontWeight: 600,
});

export const mainSwatch = style({
  flex: '0 0 auto',
  width: '1rem',
  height: '3px',
  borderRadius: '2px',
  background: tokens.color.accent,
});

//#endregion
