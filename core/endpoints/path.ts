/**
 * The two pieces every builder of the backend path catalogue is made of: a path
 * whose parameters are encoded, and a query string that leaves out what is not given.
 */

/** A value placed in a path segment: an id, a slug, a version. */
export type PathParam = string | number;

/** A query value. Lists are sent as one `key=value` pair per item; undefined is left out. */
export type QueryValue = PathParam | boolean | readonly PathParam[] | undefined;

/** A query: parameter names exactly as the backend spells them. */
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * Tags a path template so that every interpolated parameter goes through
 * `encodeURIComponent`: an id such as `a/b` stays one segment instead of opening a new one.
 *
 * @example path`/deposit-withdrawal/v1/deposits/${id}`
 */
export function path(template: TemplateStringsArray, ...params: readonly PathParam[]): string {
  return String.raw({ raw: template }, ...params.map((param) => encodeURIComponent(param)));
}

/**
 * Appends a query string built with `URLSearchParams`. Undefined values are left out, a list
 * repeats its key (`accids=1&accids=2`, so an empty list sends nothing), and without any value
 * left the path comes back without a `?`.
 */
export function withQuery(base: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
