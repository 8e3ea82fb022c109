import { DARK_THEME, LIGHT_THEME, type ThemeValues } from '../../widgets/shared/theme-tokens';
import {
  EVENT_ICON_PATH,
  eventIconFileName,
  eventIconVariants,
  type EventIconVariant,
} from '../../widgets/price-graph/model/event-icons';
import type { Route } from './router';

/*
 * The price graph's historical event icons (SPEC §7 "Static images for historical event
 * icons"), drawn by the sandbox, 24×24, one file per variant under EVENT_ICON_PATH (see
 * widgets/price-graph/model/event-icons.ts for the names):
 *
 * - report: a page with a folded corner and the report's initial;
 * - positive, negative: the same page with a round badge holding an arrow up or down, in the
 *   theme's positive or negative colour;
 * - dividend: a coin with the dividend's initial;
 * - light and dark: the kit's theme colours, so an icon reads on its theme's surface;
 * - Finnish: the Finnish initials, "T" (tulos, a result) on reports and "O" (osinko) on
 *   dividends, where the others read "R" (report, rapport) and "D" (dividend);
 * - hover: the shape filled with its colour and the initial in the surface colour.
 */

const THEMES: Readonly<Record<EventIconVariant['theme'], ThemeValues>> = {
  light: LIGHT_THEME,
  dark: DARK_THEME,
};

const FONT = 'font-family="system-ui, sans-serif" font-weight="700" text-anchor="middle"';

/** One icon as SVG text. */
export function eventIconSvg({ kind, theme, finnish, hover }: EventIconVariant): string {
  const colours = THEMES[theme].color;
  const ink =
    kind === 'positive'
      ? colours.positive
      : kind === 'negative'
        ? colours.negative
        : kind === 'dividend'
          ? colours.accent
          : colours.text;
  const fill = hover ? ink : colours.surface;
  const letterColour = hover ? colours.surface : ink;
  let shape: string;
  if (kind === 'dividend') {
    shape =
      `<circle cx="12" cy="12" r="9.25" fill="${fill}" stroke="${ink}" stroke-width="1.5"/>` +
      `<circle cx="12" cy="12" r="6.5" fill="none" stroke="${letterColour}" stroke-width="0.75" stroke-dasharray="1.5 1.5"/>` +
      `<text x="12" y="15.5" ${FONT} font-size="9.5" fill="${letterColour}">${finnish ? 'O' : 'D'}</text>`;
  } else {
    shape =
      `<path d="M4.75 2.75h9.5l5 5v13.5H4.75z" fill="${fill}" stroke="${ink}" stroke-width="1.5" stroke-linejoin="round"/>` +
      `<path d="M14.25 2.75v5h5" fill="none" stroke="${ink}" stroke-width="1.5" stroke-linejoin="round"/>` +
      `<text x="${kind === 'report' ? 12 : 10}" y="${kind === 'report' ? 17 : 14}" ${FONT} font-size="8.5" fill="${letterColour}">${finnish ? 'T' : 'R'}</text>`;
    if (kind !== 'report') {
      const arrow =
        kind === 'positive'
          ? 'M17 20.5v-6M14.25 17l2.75-2.75L19.75 17'
          : 'M17 14.5v6M14.25 18l2.75 2.75L19.75 18';
      shape +=
        `<circle cx="17" cy="17.5" r="5.25" fill="${ink}" stroke="${colours.surface}" stroke-width="1"/>` +
        `<path d="${arrow}" fill="none" stroke="${colours.surface}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">${shape}</svg>`;
}

/** `GET {EVENT_ICON_PATH}/{icon}-{theme}[-fi][-hover].svg`: every icon; any other name is a 404. */
export function graphEventIconRoutes(): Route[] {
  const icons = new Map(
    eventIconVariants().map((variant) => [eventIconFileName(variant), eventIconSvg(variant)]),
  );
  return [
    {
      method: 'GET',
      pattern: `${EVENT_ICON_PATH}/:name`,
      handler: ({ params }) => {
        const svg = icons.get(params.name ?? '');
        return svg
          ? { status: 200, text: svg, contentType: 'image/svg+xml' }
          : { status: 404, text: 'No such icon', contentType: 'text/plain' };
      },
    },
  ];
}
