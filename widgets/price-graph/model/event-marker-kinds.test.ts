import { describe, expect, it } from 'vitest';
import type { EventMarker } from '../../../core/indicators';
import { shownEventMarkers } from './event-marker-kinds';

const marker = (index: number, kind: EventMarker['kind']): EventMarker => ({
  index,
  x: index,
  kind,
  event: { event: 'ANNUAL_REPORT', eventTimestamp: index, timestamp: index },
});

const markers = [
  marker(0, 'dividend'),
  marker(1, 'positive'),
  marker(2, 'negative'),
  marker(3, 'other'),
];

describe('shown historical events', () => {
  it('shows none while historical events are off', () => {
    expect(shownEventMarkers(markers, [])).toEqual([]);
  });

  it('shows only the kinds chosen in the settings', () => {
    expect(shownEventMarkers(markers, ['dividends']).map((shown) => shown.index)).toEqual([0]);
    expect(
      shownEventMarkers(markers, ['positive-reports', 'negative-reports']).map((m) => m.index),
    ).toEqual([1, 2]);
  });

  it('never draws other events: they get no icon', () => {
    expect(shownEventMarkers(markers, ['others'])).toEqual([]);
  });
});
