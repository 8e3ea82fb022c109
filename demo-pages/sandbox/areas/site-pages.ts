import { SITE_PATHS } from '../../../core/links/site-paths';
import type { Route, SandboxResponse } from '../router';
import { curatedLists } from './inspiration';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, text: string, status = 200): SandboxResponse => ({
  status,
  contentType: 'text/html; charset=utf-8',
  text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/">Back to the demo pages</a></p></main></body></html>`,
});

/** The order panel's links and what their stand-in pages say. */
const ORDER_PANEL_PAGES: readonly { pattern: string; title: string; text: string }[] = [
  {
    pattern: `${SITE_PATHS.costInfo}:id`,
    title: 'Costs and charges',
    text: 'The costs of the fund order, with the amount, account and currency of the query.',
  },
  {
    pattern: SITE_PATHS.approvedInstruments,
    title: 'Approved instruments',
    text: 'The instruments the customer is approved to trade.',
  },
  {
    pattern: `${SITE_PATHS.knowledgeTest}:category`,
    title: 'Knowledge test',
    text: 'The appropriateness test for one MiFID II product category.',
  },
  { pattern: SITE_PATHS.orderHistory, title: 'Order history', text: "The customer's fund orders." },
  {
    pattern: SITE_PATHS.requestHistory,
    title: 'Request history',
    text: "The investment plan's allocation requests.",
  },
  {
    pattern: `${SITE_PATHS.instrument}:id`,
    title: 'Fund',
    text: "The fund's page on the broker site.",
  },
  { pattern: SITE_PATHS.faq, title: 'Questions and answers', text: 'Answers about fund orders.' },
  {
    pattern: SITE_PATHS.danishQualityServices,
    title: 'Kvalitetsforbedrende ydelser',
    text: 'About quality enhancing services, for Danish customers.',
  },
  {
    pattern: '/sandbox/documents/fact-sheets/:isin',
    title: 'Fund fact sheet',
    text: "The fund's fact sheet (a stand-in for the fund company's document).",
  },
];

/**
 * Stand-ins for the broker site's own pages that widgets link to, so a click in a demo lands
 * somewhere real: the shared watchlist page  and the order panel's
 * links.
 */
export function sitePageRoutes(seed: number): Route[] {
  const lists = curatedLists(seed);
  return [
    ...ORDER_PANEL_PAGES.map(({ pattern, title, text }): Route => ({
      method: 'GET',
      pattern,
      handler: () => page(title, text),
    })),
    {
      method: 'GET',
      pattern: `${SITE_PATHS.sharedWatchlist}:key`,
      handler: ({ params }) => {
        const list = lists.find((l) => l.slug === params.key || String(l.id) === params.key);
        return list
          ? page(list.displayName, `Shared watchlist with ${list.instrumentCount} instruments.`)
          : page('Watchlist not found', 'There is no shared watchlist here.', 404);
      },
    },
  ];
}
