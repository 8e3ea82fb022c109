import * as v from 'valibot';

/** The badges of a list preview. Other badge names in the data are ignored. */
export const LIST_BADGES = ['NEW', 'TRENDING'] as const;
export type ListBadge = (typeof LIST_BADGES)[number];

const isListBadge = (badge: string): badge is ListBadge =>
  (LIST_BADGES as readonly string[]).includes(badge);

/** A count written as text, as CMS fields often hold numbers: digits alone, e.g. `"1532"`. */
const COUNT_TEXT = /^\d+$/;

/**
 * A count: whole, not negative, and exact, so at most 2^53 − 1 (a larger number cannot be told
 * from its neighbours, so nobody counted it). It may come as a number or as text of digits
 * alone; any other text (`"1,532"`, `"1.5K"`, `"many"`) is refused rather than guessed at.
 */
const count = v.pipe(
  v.union([
    v.number(),
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(COUNT_TEXT, 'a count as text must be digits alone'),
      v.transform(Number),
    ),
  ]),
  v.finite(),
  v.integer(),
  v.minValue(0),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'a count must be at most 2^53 − 1 to be exact'),
);

/**
 * A curated list's preview: displayName, image.url, views, badges,
 * instrumentPreviews (logoUrl), instrumentCount, slug, id. It arrives from the API or from a
 * CMS editor, so nothing in it is trusted: unknown fields are dropped, unknown badges are
 * ignored, counts must be whole, not negative and exact (numbers, or digits as text), and
 * URLs stay raw text here (the card decides which are safe to use).
 */
export const ListPreviewSchema = v.object({
  id: v.pipe(v.union([v.pipe(v.string(), v.trim(), v.minLength(1)), count]), v.transform(String)),
  slug: v.optional(v.nullable(v.pipe(v.string(), v.trim()))),
  displayName: v.pipe(v.string(), v.trim(), v.minLength(1, 'the list has no name')),
  image: v.optional(v.nullable(v.object({ url: v.optional(v.nullable(v.string())) }))),
  views: v.optional(v.nullable(count)),
  badges: v.pipe(
    v.optional(v.nullable(v.array(v.string())), []),
    v.transform((badges) => (badges ?? []).filter(isListBadge)),
  ),
  instrumentPreviews: v.optional(
    v.nullable(v.array(v.object({ logoUrl: v.optional(v.nullable(v.string())) }))),
    [],
  ),
  instrumentCount: v.optional(v.nullable(count)),
});

export type ListPreview = v.InferOutput<typeof ListPreviewSchema>;

/** A list preview as a page may give it (counts as text, an id as a number), before parsing. */
export type ListPreviewInput = v.InferInput<typeof ListPreviewSchema>;
