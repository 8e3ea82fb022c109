import { describe, expect, it, vi } from 'vitest';
import type { EventMarker } from '../../../../core/indicators';
import { eventsPlugin, type EventIconKind } from './event-markers';
import { recordingPlot, runHook } from './recording-plot';

/** An event marker at a point; the event itself is the tooltip's business. */
const marker = (index: number, kind: EventMarker['kind']): EventMarker => ({
  index,
  x: index,
  kind,
  event: { event: 'ANNUAL_REPORT', eventTimestamp: index, timestamp: index },
});

const COLORS = { positive: 'green', negative: 'red', dividend: 'blue' };

/**
 * Events on a 400 × 200 plot of 5 points (100 px apart) whose price area is its top three
 * quarters: the icons stand on its bottom, 2 px above y 150. No icon has loaded.
 */
function events(markers: EventMarker[], cursorIndex: number | null = null) {
  const icon = vi.fn<(kind: EventIconKind, hover: boolean) => string | undefined>();
  const recording = recordingPlot({ points: 5, cursor: { idx: cursorIndex } });
  const plugin = eventsPlugin({
    markers: () => markers,
    icon,
    priceBand: () => ({ top: 0, height: 0.75 }),
    colors: COLORS,
  });
  return { ...recording, icon, plugin };
}

describe('historical event markers', () => {
  it('stands a dot in the kind colour for an icon not loaded, at the price area bottom', () => {
    const { plugin, plot, argsOf } = events([marker(2, 'positive')]);
    runHook(plugin, 'draw', plot);
    // An 18 px icon's place, from y 130 to 148; its stand-in dot in the middle.
    expect(argsOf('arc').map(([x, y, radius]) => [x, y, radius])).toEqual([[200, 139, 4.5]]);
    expect(argsOf('set:fillStyle')).toEqual([['green']]);
  });

  it('stacks the events of one point upwards and leaves out other events', () => {
    const { plugin, plot, argsOf } = events([
      marker(2, 'positive'),
      marker(2, 'dividend'),
      marker(3, 'other'),
    ]);
    runHook(plugin, 'draw', plot);
    expect(argsOf('arc').map(([x, y]) => [x, y])).toEqual([
      [200, 139],
      [200, 121],
    ]);
    expect(argsOf('set:fillStyle')).toEqual([['green'], ['blue']]);
  });

  it('asks for the hover icon of the event under the cursor, redrawing once it moves there', () => {
    const { plugin, plot, icon, redraws } = events([marker(2, 'negative')], 2);
    runHook(plugin, 'setCursor', plot);
    runHook(plugin, 'setCursor', plot);
    expect(redraws()).toBe(1);
    runHook(plugin, 'draw', plot);
    expect(icon).toHaveBeenCalledWith('negative', true);
  });

  it('does not redraw for a cursor away from the events', () => {
    const { plugin, plot, icon, redraws } = events([marker(2, 'negative')], 1);
    runHook(plugin, 'setCursor', plot);
    expect(redraws()).toBe(0);
    runHook(plugin, 'draw', plot);
    expect(icon).toHaveBeenCalledWith('negative', false);
  });
});
