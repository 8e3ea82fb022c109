import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ContractAttributeValues, ElementContract } from './element-contract';

/**
 * An element of the kit as JSX takes it: React's HTML attributes and the contract's, shared ones
 * included. Each element's `define.ts` adds its own to React's `JSX.IntrinsicElements`; React 19
 * sets a prop as a property when the element has one, so object props such as `list` may be
 * objects.
 */
export type ContractJsxAttributes<C extends ElementContract> = DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> &
  ContractAttributeValues<C>;

/** `{ [tag]: attributes }`, for React's `JSX.IntrinsicElements`. */
export type ContractIntrinsicElement<C extends ElementContract> = {
  -readonly [T in C['tag']]: ContractJsxAttributes<C>;
};
