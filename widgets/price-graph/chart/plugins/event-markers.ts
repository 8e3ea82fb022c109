import uPlot from 'uplot';
import type { EventMarker, EventMarkerKind } from '../../../../core/indicators';
import type { PlotBand } from '../../model/indicator-panels';

/** A historical event kind that has an icon ('other' events have none). */
export type EventIconKind = Exclude<EventMarkerKind, 'other'>;

/** Size of a historical event icon, in CSS pixels. */
const EVENT_ICON_PX = 18;

/** Room between an event icon and the bottom of the price area, in CSS pixels. */
const EVENT_ICON_MARGIN_PX = 2;

/**
 * Draws historical events as icons at the bottom of the price area, at their point; several at one
 * point stack upwards. The icons are images from `icon`'s URLs, loaded once per chart and drawn
 * once loaded; until then, or without a URL, a small dot in the kind's colour stands in. The marker
 * under the cursor shows its hover variant.
 */
export function eventsPlugin(options: {
  markers: () => readonly EventMarker[];
  icon: (kind: EventIconKind, hover: boolean) => string | undefined;
  /** The price area's band of the plot, as a share of its height. */
  priceBand: (u: uPlot) => PlotBand;
  colors: Record<EventIconKind, string>;
}): uPlot.Plugin {
  const images = new Map<string, HTMLImageElement>();
  let hovered = -1;
  let destroyed = false;

  const imageOf = (u: uPlot, url: string | undefined) => {
    if (url === undefined) return undefined;
    let image = images.get(url);
    if (!image) {
      image = new Image();
      image.addEventListener('load', () => {
        if (!destroyed) u.redraw(false, false);
      });
      image.src = url;
      images.set(url, image);
    }
    return image.complete && image.naturalWidth > 0 ? image : undefined;
  };

  return {
    hooks: {
      setCursor: (u) => {
        const index = u.cursor.idx ?? -1;
        const next = options.markers().some((marker) => marker.index === index) ? index : -1;
        if (next === hovered) return;
        hovered = next;
        u.redraw(false, false);
      },
      draw: (u) => {
        const markers = options.markers();
        if (markers.length === 0) return;
        const { ctx } = u;
        const px = uPlot.pxRatio;
        const band = options.priceBand(u);
        const size = EVENT_ICON_PX * px;
        const bottom =
          u.bbox.top + (band.top + band.height) * u.bbox.height - EVENT_ICON_MARGIN_PX * px;
        const min = u.scales.x?.min ?? 0;
        const max = u.scales.x?.max ?? 0;
        const stacked = new Map<number, number>();
        ctx.save();
        for (const marker of markers) {
          if (marker.kind === 'other' || marker.index < min || marker.index > max) continue;
          const below = stacked.get(marker.index) ?? 0;
          stacked.set(marker.index, below + 1);
          const x = u.valToPos(marker.index, 'x', true);
          const top = bottom - size * (below + 1);
          const image = imageOf(u, options.icon(marker.kind, marker.index === hovered));
          if (image) {
            ctx.drawImage(image, x - size / 2, top, size, size);
          } else {
            ctx.fillStyle = options.colors[marker.kind];
            ctx.beginPath();
            ctx.arc(x, top + size / 2, size / 4, 0, 2 * Math.PI);
            ctx.fill();
          }
        }
        ctx.restore();
      },
      destroy: () => {
        destroyed = true;
      },
    },
  };
}
