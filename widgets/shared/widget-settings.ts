import { resolveLocale, type Locale } from '../../core/i18n';
import { THEMES, type KitDefaults, type Theme } from './configure';
import type { AttributeInputs, SHARED_ATTRIBUTE_HANDLINGS } from './element-attributes';

/** The attributes every element takes (part of the kit's public contract), as they arrive. */
export type ContractAttributes = AttributeInputs<typeof SHARED_ATTRIBUTE_HANDLINGS>;

/** What a widget works with once attributes, page defaults and the page itself are weighed. */
export interface WidgetSettings {
  /** Absolute API base without a trailing slash, e.g. `https://api.example` or `https://x/api`. */
  apiBase: string;
  /** Absolute ws: or wss: URL of the live feed. */
  feedUrl: string;
  /** Absolute base of the broker site for outgoing links, without a trailing slash. */
  siteBase: string;
  locale: Locale;
  theme: Theme;
}

export interface PageFacts {
  /** The page's own URL (`location.href`). */
  href: string;
  /** `<html lang>`. */
  lang: string;
}

/**
 * An http(s) URL resolved against the page, without a trailing slash, or undefined when the
 * text is not one (a `javascript:` or malformed base would otherwise reach every request).
 */
function httpBase(raw: string | undefined, pageHref: string): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw, pageHref);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    url.search = '';
    url.hash = '';
    return url.href.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

function wsUrl(raw: string | undefined, pageHref: string): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw, pageHref);
    if (url.protocol === 'https:') url.protocol = 'wss:';
    if (url.protocol === 'http:') url.protocol = 'ws:';
    return url.protocol === 'wss:' || url.protocol === 'ws:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The feed lives at `/ws` beside the API (docs/feed-protocol.md): `https://api.x` →
 * `wss://api.x/ws`.
 */
export function feedUrlFor(apiBase: string): string {
  const url = new URL(`${apiBase}/ws`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

function isTheme(value: string | undefined): value is Theme {
  return (THEMES as readonly string[]).includes(value ?? '');
}

/**
 * Attribute first, then the page defaults from `configure`, then the page itself. An invalid
 * attribute falls through to the next source instead of breaking the widget.
 */
export function resolveWidgetSettings(
  attributes: ContractAttributes,
  defaults: KitDefaults,
  page: PageFacts,
): WidgetSettings {
  const pageOrigin = new URL(page.href).origin;
  const apiBase =
    httpBase(attributes.apiBase, page.href) ?? httpBase(defaults.apiBase, page.href) ?? pageOrigin;
  return {
    apiBase,
    feedUrl:
      wsUrl(attributes.feedUrl, page.href) ??
      wsUrl(defaults.feedUrl, page.href) ??
      feedUrlFor(apiBase),
    siteBase:
      httpBase(attributes.siteBase, page.href) ??
      httpBase(defaults.siteBase, page.href) ??
      pageOrigin,
    locale: resolveLocale(attributes.locale, defaults.locale, page.lang),
    theme: isTheme(attributes.theme) ? attributes.theme : (defaults.theme ?? 'light'),
  };
}
