import { style } from '@vanilla-extract/css';
import { tokens } from './theme.css';

export const dialog = style({
  border: 'none',
  borderRadius: tokens.radius,
  padding: '1.5rem',
  background: tokens.color.surface,
  color: tokens.color.text,
  width: 'min(28rem, calc(100vw - 2rem))',
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.3)',
  selectors: { '&::backdrop': { background: 'rgba(10, 12, 18, 0.55)' } },
});

/**
 * Fills the viewport, for small screens where a centred box would leave no room. The browser's
 * own `max-width`/`max-height` on a modal dialog keep a margin, so they are lifted too.
 */
export const fullscreen = style({
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  borderRadius: 0,
  padding: '1rem',
  boxShadow: 'none',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: '1rem' });

/** The body stretches to the full height, so content can push actions to the bottom. */
export const fullscreenBody = style({ minHeight: '100%' });
