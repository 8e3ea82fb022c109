import type { Route } from './router';
import { INSTRUMENTS } from './data/instruments';

/*
 * Pictures the sandbox draws itself, so the demo pages and tests never reach the internet:
 * curated-list covers and instrument logos as small SVGs.
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A cover in the given hue, with the title written on it when there is one. */
export function listCoverSvg(title: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 75% 28%)"/>
</linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<g fill="none" stroke="rgba(255,255,255,.35)" stroke-width="6">
<polyline points="0,280 90,240 170,260 260,170 350,200 440,120 530,150 640,70"/>
</g>
<text x="40" y="80" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(title)}</text>
</svg>`;
}

export function logoSvg(symbol: string, colour: string): string {
  const letters = escapeXml(symbol.replace(/[^A-Za-z0-9]/g, '').slice(0, 2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="32" fill="${colour}"/>
<text x="32" y="41" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" font-weight="700" fill="#fff">${letters}</text>
</svg>`;
}

export const LIST_COVER_PATH = '/sandbox/images/lists/';
/** Untitled covers by hue (0–359), for lists a CMS editor types in by hand. */
export const PLAIN_COVER_PATH = '/sandbox/images/covers/';
export const LOGO_PATH = '/sandbox/images/logos/';

export function imageRoutes(
  coverTitles: ReadonlyMap<string, { title: string; hue: number }>,
): Route[] {
  return [
    {
      method: 'GET',
      pattern: `${LIST_COVER_PATH}:name`,
      handler: ({ params }) => {
        const cover = coverTitles.get((params.name ?? '').replace(/\.svg$/, ''));
        return cover
          ? {
              status: 200,
              text: listCoverSvg(cover.title, cover.hue),
              contentType: 'image/svg+xml',
            }
          : { status: 404, text: 'No such image', contentType: 'text/plain' };
      },
    },
    {
      method: 'GET',
      pattern: `${PLAIN_COVER_PATH}:name`,
      handler: ({ params }) => {
        const hue = Number((params.name ?? '').replace(/\.svg$/, ''));
        return Number.isInteger(hue) && hue >= 0 && hue < 360
          ? { status: 200, text: listCoverSvg('', hue), contentType: 'image/svg+xml' }
          : { status: 404, text: 'No such image', contentType: 'text/plain' };
      },
    },
    {
      method: 'GET',
      pattern: `${LOGO_PATH}:name`,
      handler: ({ params }) => {
        const id = Number((params.name ?? '').replace(/\.svg$/, ''));
        const instrument = INSTRUMENTS.find((i) => i.instrumentId === id);
        return instrument
          ? {
              status: 200,
              text: logoSvg(instrument.symbol, instrument.colour),
              contentType: 'image/svg+xml',
            }
          : { status: 404, text: 'No such image', contentType: 'text/plain' };
      },
    },
  ];
}
