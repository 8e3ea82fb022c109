import type { MessageKey } from '../../../core/i18n';
import type { EventMarkerKind } from '../../../core/indicators';

/*
 * Static images for historical event icons (report, positive, negative, dividend, light or dark,
 * Finnish variant, hover variant) are loaded from a static URL. Every icon is a file of its own
 * under one static path:
 *
 *   {staticBase}/static/graph-events/{icon}-{theme}[-fi][-hover].svg
 *
 * e.g. `/static/graph-events/dividend-dark-fi-hover.svg`. The Finnish variant carries the
 * Finnish initial in its badge (reports "T" for tulos, dividends "O" for osinko) where the others
 * carry "R" (report, rapport) and "D" (dividend); the hover variant is filled.
 *
 * The static base is the widget's `apiBase`: the icons come from the broker's host that the graph
 * already loads its data from. `siteBase` defaults to the page's own origin, which on a partner's
 * page has no such files.
 */

/** The historical event icons the static images hold. */
export const EVENT_ICONS = ['report', 'positive', 'negative', 'dividend'] as const;

/** An event icon. */
export type EventIcon = (typeof EVENT_ICONS)[number];

/** What each icon says, for its text alternative. */
export const EVENT_ICON_LABELS: Readonly<Record<EventIcon, MessageKey>> = {
  report: 'priceGraph.events.report',
  positive: 'priceGraph.events.positive',
  negative: 'priceGraph.events.negative',
  dividend: 'priceGraph.events.dividend',
};

/** The themes an icon is drawn for: its colours read on that theme's background. */
export const EVENT_ICON_THEMES = ['light', 'dark'] as const;

/** A theme an icon is drawn for. */
export type EventIconTheme = (typeof EVENT_ICON_THEMES)[number];

/** The path under the static base that holds the event icons. */
export const EVENT_ICON_PATH = '/static/graph-events';

/** One icon file: the icon, its theme, and its Finnish and hover variants. */
export interface EventIconVariant {
  kind: EventIcon;
  theme: EventIconTheme;
  /** The Finnish variant (for the fi-FI locale). */
  finnish: boolean;
  /** The variant shown while the pointer is on the marker. */
  hover: boolean;
}

/** An icon file's name, e.g. `positive-light-fi.svg`. */
export function eventIconFileName(variant: EventIconVariant): string {
  const { kind, theme, finnish, hover } = variant;
  return `${kind}-${theme}${finnish ? '-fi' : ''}${hover ? '-hover' : ''}.svg`;
}

/** The URL of an icon file under `staticBase` (an absolute base; a trailing slash is ignored). */
export function eventIconUrl(variant: EventIconVariant & { staticBase: string }): string {
  return `${variant.staticBase.replace(/\/+$/, '')}${EVENT_ICON_PATH}/${eventIconFileName(variant)}`;
}

/** Every icon file there is: each icon in each theme, with and without each variant. */
export function eventIconVariants(): EventIconVariant[] {
  const flags = [false, true];
  return EVENT_ICONS.flatMap((kind) =>
    EVENT_ICON_THEMES.flatMap((theme) =>
      flags.flatMap((finnish) => flags.map((hover) => ({ kind, theme, finnish, hover }))),
    ),
  );
}

/**
 * The icon of each marker kind: reports by the sign of their change, dividends as dividends; other
 * events get no marker icon.
 */
export const MARKER_ICONS: Readonly<Record<EventMarkerKind, EventIcon | undefined>> = {
  positive: 'positive',
  negative: 'negative',
  dividend: 'dividend',
  other: undefined,
};
