/**
 * The one contract test every area of the path catalogue runs: each builder the area exports
 * has rows of arguments and the exact path they give, and an area cannot gain a builder
 * without a row (the type below asks for every builder, the last test checks it at run time).
 */
import { expect, it } from 'vitest';

type Builder = (...args: never[]) => string;

type BuilderNames<A> = {
  [K in keyof A]: A[K] extends Builder ? K : never;
}[keyof A];

type Row<F> = F extends (...args: infer P) => string ? readonly [args: P, path: string] : never;

/** For each builder of an area: its arguments and the path they must give. */
export type PathCases<A> = { readonly [K in BuilderNames<A>]: readonly Row<A[K]>[] };

/** A path parameter with a slash, a space and a question mark, which must stay one segment. */
export const AWKWARD_ID = 'a/b c?';

/** `AWKWARD_ID` as it must appear in a path. */
export const AWKWARD_ID_ENCODED = 'a%2Fb%20c%3F';

export function itBuildsPaths<A extends object>(area: A, cases: PathCases<A>): void {
  const builders = area as Readonly<Record<string, unknown>>;
  const rows = Object.entries(
    cases as unknown as Readonly<Record<string, readonly Row<Builder>[]>>,
  ).flatMap(([name, list]) => list.map(([args, expected]) => [name, args, expected] as const));

  it.each(rows)('%s(%j) builds %s', (name, args, expected) => {
    const builder = builders[name] as (...args: readonly unknown[]) => string;
    expect(builder(...args)).toBe(expected);
  });

  it('has a row for every builder', () => {
    const names = Object.keys(builders).filter((key) => typeof builders[key] === 'function');
    expect(Object.keys(cases).sort()).toEqual(names.sort());
  });
}
