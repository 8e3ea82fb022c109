import { signal } from '@preact/signals-core';
import * as v from 'valibot';
import { session } from '../../core/stores/session';

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

const KitDefaultsSchema = v.strictObject({
  /** Origin (and optional path prefix) of the broker API; default the page's origin. */
  apiBase: v.optional(v.string()),
  /** WebSocket URL of the live feed; default derived from `apiBase` (`ws(s)://…/ws`). */
  feedUrl: v.optional(v.string()),
  /** Origin of the broker's own site, where links out of a widget go; default the page's origin. */
  siteBase: v.optional(v.string()),
  /** One of sv-SE, nb-NO, da-DK, fi-FI, en-GB; default `<html lang>`, else sv-SE. */
  locale: v.optional(v.string()),
  /** light, dark or auto (follows the reader's system setting); default light. */
  theme: v.optional(v.picklist(THEMES)),
  /**
   * SPEC §6's session-optional flag, for the whole page: true where its readers need no session,
   * so that reads go on as a visitor's when the session cannot be checked. Default false.
   */
  sessionOptional: v.optional(v.boolean()),
});

/** Page-wide defaults for every element of the kit; an element's own attribute wins. */
export type KitDefaults = v.InferOutput<typeof KitDefaultsSchema>;

/** The defaults set by `configure`; elements re-render when they change. */
export const pageDefaults = signal<KitDefaults>({});

/**
 * Sets defaults once for all elements on the page, e.g.
 * `configure({ apiBase: 'https://api.example', locale: 'nb-NO' })`. Later calls merge into
 * earlier ones. Unknown keys or wrong types throw a TypeError naming the problem, so a typo
 * in a partner's page shows up at once instead of being silently ignored.
 */
export function configure(options: KitDefaults): void {
  const result = v.safeParse(KitDefaultsSchema, options);
  if (!result.success) {
    throw new TypeError(`configure(): ${v.summarize(result.issues).replaceAll('\n', '; ')}`);
  }
  pageDefaults.value = { ...pageDefaults.value, ...result.output };
  // The flag belongs to the page's session, which every API connection on the page reads.
  if (result.output.sessionOptional !== undefined) {
    session.setOptional(result.output.sessionOptional);
  }
}
