import type { Route } from './router';

/*
 * The price graph's historical event icons, drawn by the sandbox, 24×24, one file per variant:
 *
 *   /static/graph-events/{icon}-{theme}[-fi][-hover].svg
 *
 * - report: a page with a folded corner and the report's initial;
 * - positive, negative: the same page with a round badge holding an arrow up or down, in the
 *   theme's positive or negative colour;
 * - dividend: a coin with the dividend's initial;
 * - light and dark: colours that read on the light or the dark theme's surface;
 * - Finnish (`-fi`): the Finnish initials, "T" (tulos, a result) on reports and "O" (osinko) on
 *   dividends, where the others read "R" (report, rapport) and "D" (dividend);
 * - hover (`-hover`): the shape filled with its colour and the initial in the surface colour.
 *
 * These are the files a broker's static host has; the names and colours are stated here, not
 * taken from the graph, so a graph that asks for a file by a wrong name gets a 404.
 */

/** The path that holds the icons. */
const ICON_PATH = '/static/graph-events';

/** The icons the price graph asks for: report, positive, negative and dividend, light or dark. */
const ICONS = ['report', 'positive', 'negative', 'dividend'] as const;

/** The colours of each theme's icons; the light and dark themes' own text and signal colours. */
const PALETTES = {
  light: {
    text: '#14171f',
    surface: '#ffffff',
    accent: '#0046c8',
    positive: '#0b7a43',
    negative: '#c0262d',
  },
  dark: {
    text: '#f1f3f7',
    surface: '#1b1f29',
    accent: '#8fb4ff',
    positive: '#4fd18b',
    negative: '#ff7b81',
  },
} as const;

/** One icon file. */
export interface EventIconVariant {
  kind: (typeof ICONS)[number];
  theme: keyof typeof PALETTES;
  finnish: boolean;
  hover: boolean;
}

/** Every icon file there is, by its name: each icon in each theme, with and without each variant. */
export function eventIconFiles(): Map<string, EventIconVariant> {
  const flags = [false, true];
  const themes = Object.keys(PALETTES) as EventIconVariant['theme'][];
  return new Map(
    ICONS.flatMap((kind) =>
      themes.flatMap((theme) =>
        flags.flatMap((finnish) =>
          flags.map((hover): [string, EventIconVariant] => [
            `${kind}-${theme}${finnish ? '-fi' : ''}${hover ? '-hover' : ''}.svg`,
            { kind, theme, finnish, hover },
          ]),
        ),
      ),
    ),
  );
}

const FONT = 'font-family="system-ui, sans-serif" font-weight="700" text-anchor="middle"';

/** One icon as SVG text. */
export function eventIconSvg({ kind, theme, finnish, hover }: EventIconVariant): string {
  const colours = PALETTES[theme];
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

/** `GET /static/graph-events/{icon}-{theme}[-fi][-hover].svg`: every icon; any other name is a 404. */
export function graphEventIconRoutes(): Route[] {
  const icons = new Map(
    [...eventIconFiles()].map(([name, variant]) => [name, eventIconSvg(variant)]),
  );
  return [
    {
      method: 'GET',
      pattern: `${ICON_PATH}/:name`,
      handler: ({ params }) => {
        const svg = icons.get(params.name ?? '');
        return svg
          ? { status: 200, text: svg, contentType: 'image/svg+xml' }
          : { status: 404, text: 'No such icon', contentType: 'text/plain' };
      },
    },
  ];
}
