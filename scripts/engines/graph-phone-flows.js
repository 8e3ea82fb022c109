// @ts-check
import { queryDeep } from './page-queries.js';

/**
 * @typedef {import('./engine-pages.js').EnginePage} EnginePage
 * @typedef {import('./page-queries.js').DeepQuery} DeepQuery
 */

/*
 * The price graph's flows on a phone's width, in every engine: the drawer over the chart puts
 * what it covers out of reach, a custom range is typed, its error named and applied with its
 * one button, and the historical table scrolls sideways under its period column. smoke.js runs
 * them on a page of their own, at this viewport.
 */

/** A phone's viewport, in CSS pixels. */
export const PHONE_VIEWPORT = { width: 360, height: 740 };

/**
 * The tools of smoke.js the flows go through the page with.
 * @typedef {object} SmokeTools
 * @property {string} base the demo pages' address
 * @property {(page: EnginePage, query: DeepQuery, what: string, accept?: (value: unknown) => boolean) => Promise<unknown>} until
 * @property {(page: EnginePage, query: DeepQuery, what: string) => Promise<void>} clickOn
 * @property {(page: EnginePage, query: DeepQuery, text: string, what: string) => Promise<void>} typeInto
 * @property {(actual: unknown, expected: unknown, what: string) => void} expectEqual
 */

const graph = 'price-graph';
const slider = { host: graph, selector: '[role="slider"]' };
const button = (/** @type {string} */ name) => ({ host: graph, selector: 'button', name });

/**
 * Which of the chart, the first period and Custom take the focus when given it, by name: none
 * while the drawer covers them (they are inert), all of them otherwise. Runs in the page.
 */
function focusableUnderDrawer() {
  const root = document.querySelector('price-graph')?.shadowRoot;
  const targets = {
    chart: root?.querySelector('[role="slider"]'),
    period: root?.querySelector('[part~="periods"] button'),
    custom: root?.querySelector('[part~="footer"] button[aria-haspopup]'),
  };
  return Object.entries(targets)
    .filter(([, element]) => {
      if (!(element instanceof HTMLElement)) return false;
      element.focus();
      return root?.activeElement === element;
    })
    .map(([name]) => name);
}

/**
 * The historical table's box scrolled to its end: whether it had more to the right, and how
 * far its first row's period moved. Runs in the page.
 */
function scrolledTable() {
  const root = document.querySelector('price-graph')?.shadowRoot;
  const region = root?.querySelector('[role="region"][tabindex]');
  const period = region?.querySelector('tbody th');
  if (!region || !period) return null;
  const before = period.getBoundingClientRect().left;
  const wider = region.scrollWidth > region.clientWidth;
  region.scrollLeft = region.scrollWidth;
  return {
    wider,
    scrolled: region.scrollLeft > 0,
    moved: period.getBoundingClientRect().left - before,
  };
}

/**
 * The flows, by name, as smoke.js runs its checks.
 * @param {SmokeTools} tools
 * @returns {Record<string, (page: EnginePage) => Promise<void>>}
 */
export function graphPhoneFlows({ base, until, clickOn, typeInto, expectEqual }) {
  const open = async (/** @type {EnginePage} */ page) => {
    await page.goto(`${base}/instrument.html?lang=en-GB`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}/instrument.html?lang=en-GB`);
    await until(page, slider, 'the chart');
    // The controls fill the card's rows a frame after the chart.
    await until(page, button('^Custom$'), 'the period bar');
  };

  return {
    async '<price-graph> on a phone: the drawer over the chart puts it and the periods out of reach'(
      page,
    ) {
      await open(page);
      expectEqual(
        await page.evaluate(focusableUnderDrawer),
        ['chart', 'period', 'custom'],
        'in reach',
      );
      await clickOn(page, button('^Compare$'), 'the Compare chip');
      await until(
        page,
        {
          host: graph,
          selector: 'input',
          name: '^Search for an instrument to compare$',
          read: 'focused',
        },
        'the focus on the search box',
      );
      expectEqual(await page.evaluate(focusableUnderDrawer), [], 'in reach under the drawer');
      await clickOn(page, button('^Close Compare$'), 'Close Compare');
      await until(page, { ...button('^Compare$'), read: 'focused' }, 'the focus back on Compare');
      expectEqual(
        await page.evaluate(focusableUnderDrawer),
        ['chart', 'period', 'custom'],
        'in reach',
      );
    },

    async '<price-graph> on a phone: a custom range typed, its missing day named, confirmed'(page) {
      await open(page);
      await clickOn(page, button('^Custom$'), 'the Custom button');
      const dialog = { host: graph, selector: 'dialog[open]' };
      await until(page, dialog, 'the range picker');
      const from = { host: graph, selector: 'dialog input', name: '^From$' };
      const to = { host: graph, selector: 'dialog input', name: '^To$' };
      await until(page, { ...from, read: 'focused' }, 'the focus on From');
      await typeInto(page, from, '31/02/2026', 'From');
      await typeInto(page, to, '16/03/2026', 'To');
      await clickOn(page, { host: graph, selector: 'dialog button', name: '^Confirm$' }, 'Confirm');
      await until(
        page,
        { host: graph, selector: '[role="alert"]', read: 'text' },
        'the missing day named',
        (text) => text === '31 February 2026 does not exist.',
      );
      expectEqual(
        await page.evaluate(queryDeep, { ...from, read: 'attr:aria-invalid' }),
        'true',
        'From invalid',
      );

      await clickOn(page, { host: graph, selector: 'dialog button', name: '^Clear$' }, 'Clear');
      await typeInto(page, from, '02/02/2026', 'From');
      await typeInto(page, to, '16/03/2026', 'To');
      await clickOn(page, { host: graph, selector: 'dialog button', name: '^Confirm$' }, 'Confirm');
      await until(
        page,
        { ...dialog, read: 'exists' },
        'the picker closed',
        (open) => open === false,
      );
      await until(
        page,
        // The page's text of the button (its two texts run together here) names the range.
        { ...button('^Custom ?02/02/2026 – 16/03/2026$'), read: 'attr:aria-pressed' },
        'the range applied on the Custom button',
        (pressed) => pressed === 'true',
      );
    },

    async '<price-graph> on a phone: the historical table scrolls under its period column'(page) {
      await open(page);
      await clickOn(page, button('^Historical development$'), 'the Historical development chip');
      await until(page, { host: graph, selector: 'tbody th' }, 'the table’s rows');
      const table = await page.evaluate(scrolledTable);
      expectEqual(
        table,
        { wider: true, scrolled: true, moved: 0 },
        'the table scrolled to its end',
      );
      await clickOn(page, button('^Close historical development$'), 'Close');
      await until(page, slider, 'the chart back');
    },
  };
}
