import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { hostBoxRules } from '../shared/reserved-box';
import { tokens } from '../shared/theme.css';
import { CARD_BODY_HEIGHT, CARD_BORDER_PX, CARD_BOX, MEDIA_HEIGHT_PER_WIDTH } from './card-box';

for (const [selector, rule] of hostBoxRules('curated-list-card', CARD_BOX)) {
  globalStyle(selector, rule);
}

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: tokens.color.surface,
  color: tokens.color.text,
  border: `${String(CARD_BORDER_PX)}px solid ${tokens.color.border}`,
  borderRadius: tokens.radius,
  boxShadow: tokens.shadow,
  overflow: 'hidden',
  minWidth: '12rem',
  height: '100%',
});

export const compactCard = style({ flexDirection: 'row', alignItems: 'stretch' });

export const link = style({
  display: 'flex',
  flexDirection: 'inherit',
  flex: 1,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: tokens.radius,
  outline: 'none',
  selectors: {
    // An outline paints above the image, where an inset shadow would be hidden under it.
    '&:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '-3px' },
    '&:hover': { background: tokens.color.surfaceSunken },
  },
});

export const media = style({
  aspectRatio: String(1 / MEDIA_HEIGHT_PER_WIDTH),
  background: tokens.color.surfaceSunken,
  flexShrink: 0,
  selectors: { [`${compactCard} &`]: { aspectRatio: '1 / 1', width: '6rem' } },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  fontSize: '2rem',
  fontWeight: 700,
  color: tokens.color.textMuted,
  background: `linear-gradient(135deg, ${tokens.color.surfaceSunken}, ${tokens.color.border})`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  padding: '0.875rem 1rem 1rem',
  flex: 1,
  minWidth: 0,
  height: CARD_BODY_HEIGHT,
  overflow: 'hidden',
});

export const name = style({
  margin: 0,
  fontSize: '1.0625rem',
  fontWeight: 650,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  // At most two lines, so the card keeps its height; the whole name is the link's name.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  flex: 'none',
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '0.5rem',
  fontSize: '0.8125rem',
  color: tokens.color.textMuted,
});

const badgeBase = style({
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  borderRadius: '999px',
  fontSize: '0.6875rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: tokens.color.badgeText,
});

export const badge = styleVariants({
  NEW: [badgeBase, { background: tokens.color.badgeNew }],
  TRENDING: [badgeBase, { background: tokens.color.badgeTrending }],
});

export const logos = style({
  display: 'flex',
  alignItems: 'center',
  listStyle: 'none',
  margin: 'auto 0 0',
  padding: 0,
});

const logoSize = '1.75rem';

export const logo = style({
  width: logoSize,
  height: logoSize,
  borderRadius: '50%',
  border: `2px solid ${tokens.color.surface}`,
  background: tokens.color.surfaceSunken,
  overflow: 'hidden',
  flexShrink: 0,
  selectors: { '& + &': { marginLeft: '-0.5rem' } },
});

export const logoImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const remaining = style([
  logo,
  {
    display: 'grid',
    placeItems: 'center',
    minWidth: logoSize,
    width: 'auto',
    padding: '0 0.375rem',
    borderRadius: '999px',
    fontSize: '0.75rem',
    fontWeight: 700,
    color: tokens.color.text,
  },
]);

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeletonBlock = style({
  background: tokens.color.surfaceSunken,
  borderRadius: '6px',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonLine = style([skeletonBlock, { height: '0.875rem' }]);

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: '0.75rem',
  padding: '1rem',
  color: tokens.color.textMuted,
  fontSize: '0.875rem',
});

export const retry = style({
  font: 'inherit',
  fontWeight: 600,
  color: tokens.color.accent,
  background: 'transparent',
  border: `1px solid ${tokens.color.accent}`,
  borderRadius: '999px',
  padding: '0.375rem 0.875rem',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '2px' },
  },
});

export { visuallyHidden } from '../shared/visually-hidden.css';
