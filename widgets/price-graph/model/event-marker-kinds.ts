import type { EventMarker, EventMarkerKind } from '../../../core/indicators';
import type { HistoricalEventKind } from '../../../core/schemas/graph-setting-values';

/** The settings' event kind of each marker kind. */
export const SETTING_KIND_OF_MARKER: Readonly<Record<EventMarkerKind, HistoricalEventKind>> = {
  dividend: 'dividends',
  positive: 'positive-reports',
  negative: 'negative-reports',
  other: 'others',
};

/**
 * The event markers the graph draws: those whose kind the settings show, except 'other' events,
 * which get no icon and so are never drawn.
 */
export function shownEventMarkers(
  markers: readonly EventMarker[],
  kinds: readonly HistoricalEventKind[],
): EventMarker[] {
  const shown = new Set(kinds);
  return markers.filter(
    (marker) => marker.kind !== 'other' && shown.has(SETTING_KIND_OF_MARKER[marker.kind]),
  );
}
