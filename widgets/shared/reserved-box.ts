/**
 * The box an element takes on the page, the same from its first paint to its last state:
 * loading, data, empty, error and logged out all fill one box, so nothing around the element
 * moves when its data arrives. The box is written once per element and gives two sets of
 * rules from the same numbers:
 * - the element's own (`:host(tag)`), in its shadow root, that hold from the moment the element
 *   is defined, before anything inside it has rendered;
 * - the page's (`tag:not(:defined)`, in `dist/reserve.css`), that hold from the page's first
 *   paint until the kit's module has run. They sit in `:where()`, so any rule of the page's own
 *   on the element wins over them, as it wins over the element's rules.
 *
 * A box whose height follows its width (an image of a fixed ratio above a text block) sets it
 * with a strut: a `::before` in the element's one grid cell, beside the content, so the box is
 * the taller of the two. A percentage in the strut's padding is a share of the element's width.
 */

/** CSS declarations, with vanilla-extract's camelCase property names. */
export type Declarations = Readonly<Record<string, string>>;

export interface ReservedBox {
  /** On the element itself: its display and, for a box of a fixed height, the height. */
  host: Declarations;
  /** The strut, when the height follows the width. */
  strut?: Declarations;
  /** Other boxes by an attribute selector (`[compact]`): the strut for that form. */
  variants?: Readonly<Record<string, Declarations>>;
}

/** The grid cell every part of a box with a strut shares. */
const ONE_CELL = { gridArea: '1 / 1', minWidth: '0' } as const;

/**
 * The rules of a box as `[selector, declarations]` pairs: `host` is the selector of the element
 * itself, `children` the form the element's content takes in that selector's world.
 */
function boxRules(
  host: (attribute?: string, pseudo?: string) => string,
  children: readonly string[],
  box: ReservedBox,
): [string, Declarations][] {
  const rules: [string, Declarations][] = [[host(), box.host]];
  if (!box.strut) return rules;
  rules.push([host('', '::before'), { content: "''", ...ONE_CELL, ...box.strut }]);
  for (const child of children) rules.push([child, ONE_CELL]);
  for (const [variant, strut] of Object.entries(box.variants ?? {})) {
    rules.push([host(variant, '::before'), strut]);
  }
  return rules;
}

/** The element's own rules, for its shadow root's sheet. */
export function hostBoxRules(tag: string, box: ReservedBox): [string, Declarations][] {
  const host = (attribute = '', pseudo = '') => `:host(${tag}${attribute})${pseudo}`;
  return boxRules(host, [`:host(${tag}) > *`, `:host(${tag}) ::slotted(*)`], box);
}

/** The page's rules for the element before the kit's module has defined it. */
export function pageBoxRules(tag: string, box: ReservedBox): [string, Declarations][] {
  const host = (attribute = '', pseudo = '') => `:where(${tag}${attribute}:not(:defined))${pseudo}`;
  return boxRules(host, [`:where(${tag}:not(:defined)) > *`], box);
}

/** Rules as CSS text, one per line. */
export function cssText(rules: readonly [string, Declarations][]): string {
  return rules
    .map(([selector, declarations]) => {
      const body = Object.entries(declarations)
        .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
        .join(';');
      return `${selector}{${body}}`;
    })
    .join('\n');
}
