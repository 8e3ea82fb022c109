import { signal } from '@preact/signals-core';
import * as v from 'valibot';
import { SUPPORTED_LOCALES } from '../../core/i18n/locales';
import { pageRegistry } from '../../core/page/page-registry';

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** The themes an element shows as a custom state (`:state(dark)`); light is the one without. */
export const THEME_STATES = ['dark', 'auto'] as const satisfies readonly Theme[];
export type ThemeState = (typeof THEME_STATES)[number];

const KitDefaultsSchema = v.strictObject({
  /** Origin (and optional path prefix) of the broker API; default the page's origin. */
  apiBase: v.optional(v.string()),
  /** WebSocket URL of the live feed; default derived from `apiBase` (`ws(s)://…/ws`). */
  feedUrl: v.optional(v.string()),
  /** Origin of the broker's own site, where links out of a widget go; default the page's origin. */
  siteBase: v.optional(v.string()),
  /** One of sv-SE, nb-NO, da-DK, fi-FI, en-GB; default `<html lang>`, else sv-SE. */
  locale: v.optional(v.picklist(SUPPORTED_LOCALES)),
  /** light, dark or auto (follows the reader's system setting); default light. */
  theme: v.optional(v.picklist(THEMES)),
  /**
   * The session-optional environment flag, for the whole page: true where its readers need no
   * session, so that reads go on as a visitor's when the session cannot be checked. Default false.
   */
  sessionOptional: v.optional(v.boolean()),
});

/** Page-wide defaults for every element of the kit; an element's own attribute wins. */
export type KitDefaults = v.InferOutput<typeof KitDefaultsSchema>;

/** The defaults set by `configure`; elements re-render when they change. */
export const pageDefaults = signal<KitDefaults>({});

/** What is wrong with an option, in words a partner's developer reads at once. */
function problemText(issue: v.BaseIssue<unknown>): string {
  const name = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  if (issue.type === 'strict_object') {
    const options = Object.keys(KitDefaultsSchema.entries).join(', ');
    return `${JSON.stringify(name)} is not an option; the options are ${options}`;
  }
  return `${name}: ${issue.message}`;
}

/**
 * Sets defaults once for all elements on the page, e.g.
 * `configure({ apiBase: 'https://api.example', locale: 'nb-NO' })`. Later calls merge into
 * earlier ones. An unknown option, a locale the kit does not speak or a wrong type throws a
 * TypeError saying so, so a typo in a partner's page shows up at once instead of being
 * silently ignored.
 */
export function configure(options: KitDefaults): void {
  const result = v.safeParse(KitDefaultsSchema, options);
  if (!result.success) {
    throw new TypeError(`configure(): ${result.issues.map(problemText).join('; ')}`);
  }
  pageDefaults.value = { ...pageDefaults.value, ...result.output };
  // The flag belongs to the page's session, which every API connection on the page reads.
  if (result.output.sessionOptional !== undefined) {
    pageRegistry().session.setOptional(result.output.sessionOptional);
  }
}
