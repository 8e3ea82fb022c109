import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { Theme } from './configure';

/**
 * Attributes every element of the kit takes in JSX (DESIGN.md, Public contract). Each
 * element's `define.ts` adds its own to React's `JSX.IntrinsicElements`; React 19 sets a prop
 * as a property when the element has one, so object props such as `list` may be objects.
 */
export interface ContractJsxAttributes extends DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> {
  'api-base'?: string;
  'feed-url'?: string;
  'site-base'?: string;
  locale?: string;
  theme?: Theme;
}
