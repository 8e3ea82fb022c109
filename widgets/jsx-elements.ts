import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { Theme } from './shared/configure';

/** Attributes every element of the kit takes in JSX (DESIGN.md, Public contract). */
interface ContractJsxAttributes extends DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> {
  'api-base'?: string;
  'feed-url'?: string;
  'site-base'?: string;
  locale?: string;
  theme?: Theme;
}

/*
 * React 19 passes unknown props of custom elements as properties when the element has one, so
 * `list` may be an object here while the kebab-case names are attributes.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'curated-list-card': ContractJsxAttributes & {
        'list-id'?: string;
        list?: unknown;
        compact?: boolean;
      };
    }
  }
}
