import type { Route } from '../router';
import { curatedLists } from './inspiration';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Stand-ins for the broker site's own pages that widgets link to, so a click in a demo lands
 * somewhere real: the shared watchlist page (SPEC §2, Curated-list card).
 */
export function sitePageRoutes(seed: number): Route[] {
  const lists = curatedLists(seed);
  return [
    {
      method: 'GET',
      pattern: '/watchlists/shared/:key',
      handler: ({ params }) => {
        const list = lists.find((l) => l.slug === params.key || String(l.id) === params.key);
        const title = list ? list.displayName : 'Watchlist not found';
        return {
          status: list ? 200 : 404,
          contentType: 'text/html; charset=utf-8',
          text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p>${list ? `Shared watchlist with ${list.instrumentCount} instruments.` : 'There is no shared watchlist here.'}</p>
<p><a href="/">Back to the demo pages</a></p></main></body></html>`,
        };
      },
    },
  ];
}
