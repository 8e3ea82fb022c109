import { style } from '@vanilla-extract/css';
import { tokens } from '../shared/theme.css';

/**
 * A row that scrolls sideways when its content is wider, and shows it: a shadow falls on the
 * right edge while there is more beyond it. The shadow stays at the box's edge while a cover,
 * in the surface's colour, scrolls with the content's end, so the end in sight hides it. What
 * scrolls must leave its background clear for the shadow to show through.
 */
export const scrollsSideways = style({
  overflowX: 'auto',
  background: `linear-gradient(to left, ${tokens.color.surface} 40%, #0000) right / 2rem 100% no-repeat local, radial-gradient(farthest-side at 100% 50%, ${tokens.color.textMuted}, #0000) right / 0.75rem 100% no-repeat`,
});
