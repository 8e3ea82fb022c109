// @ts-check
import { PHONE_VIEWPORT } from './graph-phone-flows.js';
import { pastScreenEdges } from '../../demo-pages/e2e/screen-edges.js';
import { queryDeep } from './page-queries.js';

/**
 * @typedef {import('./engine-pages.js').EnginePage} EnginePage
 * @typedef {import('./page-queries.js').DeepQuery} DeepQuery
 */

/**
 * The steps smoke.js runs its checks with, shared with the checks here.
 * @typedef {object} SmokeSteps
 * @property {string} base the demo pages' address
 * @property {(path: string, init?: RequestInit) => Promise<any>} sandbox a sandbox control route
 * @property {(page: EnginePage, query: DeepQuery, what: string, accept?: (value: unknown) => boolean) => Promise<unknown>} until
 * @property {(page: EnginePage, query: DeepQuery, what: string) => Promise<void>} clickOn
 * @property {(page: EnginePage, query: DeepQuery, text: string, what: string) => Promise<void>} typeInto
 * @property {(actual: unknown, expected: unknown, what: string) => void} expectEqual
 */

/*
 * The broker's fund page on a phone's screen in the engines Playwright cannot drive here: a
 * visitor who is not logged in finds the page's login prompt in the side panel, logs in and
 * buys a fund, and at no step does the page scroll sideways or the side panel reach past the
 * screen's edges (Firefox once pushed it left, cutting off its controls); the panel's live
 * region, there from the start, says how the order ended. Touch is not emulated: the engines'
 * drivers here do not offer it, and the layout is what is checked.
 */

const SIDE_PANEL = '#order-panel';
const PANEL = '#order-panel fund-order-panel';

/** The live region found before the order, as it reads now: null once it is gone. */
const liveRegionText = () => {
  const region = /** @type {{ liveRegion?: Element }} */ (/** @type {unknown} */ (window))
    .liveRegion;
  return region?.isConnected ? region.textContent : null;
};

/**
 * @param {SmokeSteps} steps
 * @returns {Record<string, (page: EnginePage) => Promise<void>>}
 */
export function fundPhoneFlows({ base, sandbox, until, clickOn, typeInto, expectEqual }) {
  /** @param {EnginePage} page @param {string} state */
  const expectToFit = async (page, state) => {
    const { scrollWidth, outside } = await page.evaluate(pastScreenEdges, SIDE_PANEL);
    expectEqual(scrollWidth <= PHONE_VIEWPORT.width, true, `the page's width ${state}`);
    expectEqual(outside, [], `what of the side panel is past the screen's edges ${state}`);
  };
  const post = { method: 'POST', headers: { 'Content-Type': 'application/json' } };

  return {
    async '<fund-order-panel> on a phone: the login prompt, a buy, nothing past the edges, the outcome said'(
      page,
    ) {
      await sandbox('/sandbox/reset', post);
      await sandbox('/sandbox/persona', {
        ...post,
        body: JSON.stringify({ persona: 'anonymous' }),
      });
      await page.goto(`${base}/fund-order.html?fund=16100102&lang=en-GB`);
      await clickOn(page, { selector: 'main button', name: '^Buy$' }, 'the page’s Buy button');
      const prompt = { host: SIDE_PANEL, selector: 'h2', name: '^Log in to place an order$' };
      await until(page, prompt, 'the login prompt in the side panel');
      await expectToFit(page, 'logged out');

      // The prompt logs the sandbox's customer in and opens the side panel again.
      await clickOn(page, { host: SIDE_PANEL, selector: 'button', name: '^Log in$' }, 'Log in');
      const amount = { host: PANEL, selector: 'input', name: '^Amount \\(SEK\\)' };
      await until(page, amount, 'the order form, logged in');
      await expectToFit(page, 'with the form');
      // The live region is in the panel, empty, before anything is said in it.
      const region = await page.element(queryDeep, {
        host: PANEL,
        selector: '[role="status"]',
        read: 'element',
      });
      await page.evaluate((element) => {
        Object.assign(window, { liveRegion: element });
      }, region);
      expectEqual(await page.evaluate(liveRegionText), '', 'the live region before the order');

      await typeInto(page, amount, '1000', 'the amount field');
      await clickOn(page, { host: PANEL, selector: 'button', name: '^Buy$' }, 'Buy');
      await until(page, { host: PANEL, selector: 'dialog' }, 'the confirmation');
      await expectToFit(page, 'with the confirmation');
      await clickOn(page, { host: PANEL, selector: 'button', name: '^Confirm order$' }, 'Confirm');
      const placed = { host: PANEL, selector: 'h2', name: '^Your order has been placed$' };
      await until(page, placed, 'the placed order');
      expectEqual(
        await page.evaluate(liveRegionText),
        'Your order has been placed',
        'what the live region says',
      );
      await expectToFit(page, 'after the order');

      /** @type {{ entries: { kind: string, status: number }[] }} */
      const log = await sandbox('/sandbox/received');
      expectEqual(
        log.entries.filter((entry) => entry.kind === 'fund-order').map((entry) => entry.status),
        [201],
        'the orders the broker booked',
      );
      await sandbox('/sandbox/reset', post);
    },
  };
}
