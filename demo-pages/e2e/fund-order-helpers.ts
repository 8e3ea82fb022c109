import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { placeFundOrder } from '../../core/endpoints/fund-trading';
import { profileSettings } from '../../core/endpoints/customer';
import { suitability } from '../../core/endpoints/instrument';
import { fundAllocationRequests } from '../../core/endpoints/investment-plan';
import { sessionRefresh } from '../../core/endpoints/authentication';
import type { UserSettings } from '../../core/schemas/user-settings';
import type { ReceivedEntry } from '../sandbox/control';
import type { Fault } from '../sandbox/faults';
import type { PersonaId } from '../sandbox/personas';
import { FUND_IDS } from '../sandbox/data/funds';
import { fundOrderDa } from '../../widgets/fund-order-panel/messages/da';
import { fundOrderEn } from '../../widgets/fund-order-panel/messages/en';
import { fundOrderFi } from '../../widgets/fund-order-panel/messages/fi';
import { fundOrderNb } from '../../widgets/fund-order-panel/messages/nb';
import { fundOrderSv } from '../../widgets/fund-order-panel/messages/sv';

/*
 * What the `<fund-order-panel>` specs share: the sandbox's control routes (persona, faults,
 * what the backend received), the demo pages' addresses, and the panels on them.
 */

export { FUND_IDS };

/** The API paths the specs inject faults on, from the kit's own path catalogue. */
export const PATHS = {
  placeFundOrder: placeFundOrder(),
  allocationRequests: fundAllocationRequests(),
  profileSettings: profileSettings(),
  suitability: (instrumentId: number) => suitability(instrumentId),
} as const;

/**
 * How long the panel waits for an order's answer before it calls the outcome unknown
 * (ORDER_ANSWER_TIMEOUT_MS in widgets/fund-order-panel/model/order-sending.ts).
 */
export const ORDER_ANSWER_TIMEOUT_MS = 20_000;

/** Logs the sandbox in as one of its personas (server-wide; a page loaded afterwards sees it). */
export async function usePersona(request: APIRequestContext, persona: PersonaId): Promise<void> {
  const response = await request.post('/sandbox/persona', { data: { persona } });
  expect(response.ok(), `switching to ${persona}`).toBe(true);
}

/** Injects a fault on the sandbox's API (see demo-pages/sandbox/faults.ts). */
export async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post('/sandbox/faults', { data: fault });
  expect(response.status(), `injecting ${JSON.stringify(fault)}`).toBe(201);
}

/** Sets the broker to refuse the next fund order, once, for want of trading power. */
export async function refuseNextOrderForTradingPower(request: APIRequestContext): Promise<void> {
  await injectFault(request, {
    route: PATHS.placeFundOrder,
    method: 'POST',
    status: 400,
    code: 'NOT_ENOUGH_TRADING_POWER',
    times: 1,
  });
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete('/sandbox/faults');
}

/** Back to the default persona, no faults, nothing received, every book as it started. */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  await request.post('/sandbox/reset');
}

/**
 * The writes the sandbox received of one kind (fund orders by default), oldest first. Repeats
 * of a write with the same idempotency key (a browser's own resend, answered with the first
 * answer and not handled again) are left out: each entry is one order or request.
 */
export async function received(
  request: APIRequestContext,
  kind: ReceivedEntry['kind'] = 'fund-order',
): Promise<ReceivedEntry[]> {
  const response = await request.get('/sandbox/received');
  const log = (await response.json()) as { entries: ReceivedEntry[] };
  return log.entries.filter((entry) => entry.kind === kind && !entry.replayed);
}

/** The fund orders the sandbox booked (answered 201), oldest first. */
export const bookedOrders = async (request: APIRequestContext) =>
  (await received(request)).filter((entry) => entry.status === 201);

/**
 * The current persona's access token, for the few steps a spec takes in the customer's name
 * outside the page (as the customer would in another tab).
 */
export async function accessToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(sessionRefresh());
  expect(response.ok(), 'a logged-in persona gets a token').toBe(true);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** Saves user settings in the customer's name, as another device of theirs would. */
export async function saveSettings(
  request: APIRequestContext,
  settings: Partial<UserSettings>,
): Promise<void> {
  const token = await accessToken(request);
  const response = await request.put(PATHS.profileSettings, {
    data: settings,
    headers: { 'x-nnx-access-token': token },
  });
  expect(response.ok(), 'saving the settings').toBe(true);
}

export type Locale = 'sv-SE' | 'en-GB' | 'nb-NO' | 'da-DK' | 'fi-FI';

/** The main site's fund page, with the side panel and the investment plan card. */
export function fundPageUrl(
  fund: number,
  options: { lang?: Locale; accid?: number | string } = {},
): string {
  const query = new URLSearchParams({ fund: String(fund), lang: options.lang ?? 'en-GB' });
  if (options.accid !== undefined) query.set('accid', String(options.accid));
  return `/fund-order.html?${query.toString()}`;
}

/** The side panel (`aside` labelled "Order") with `<fund-order-panel variant="panel">`. */
export const sidePanel = (page: Page): Locator => page.locator('#order-panel');

/** The investment plan card: `<fund-order-panel mode="allocation-request">`. */
export const planPanel = (page: Page): Locator => page.locator('#plan-panel');

/** The fund page's own Buy and Sell buttons in each language (`demo-pages/fund-order.js`). */
export const PAGE_SIDE_BUTTONS: Record<Locale, Record<'buy' | 'sell', string>> = {
  'sv-SE': { buy: 'Köp', sell: 'Sälj' },
  'en-GB': { buy: 'Buy', sell: 'Sell' },
  'nb-NO': { buy: 'Kjøp', sell: 'Selg' },
  'da-DK': { buy: 'Køb', sell: 'Sælg' },
  'fi-FI': { buy: 'Osta', sell: 'Myy' },
};

/**
 * The fund page's own Buy or Sell button, which opens the side panel: in the page's main
 * content, apart from the panel's own action button of the same name.
 */
export const fundPageButton = (page: Page, side: 'buy' | 'sell', lang: Locale = 'en-GB') =>
  page.getByRole('main').getByRole('button', { name: PAGE_SIDE_BUTTONS[lang][side], exact: true });

/**
 * Opens the fund page and the side panel with the page's own Buy or Sell button (in the page's
 * language, as the panel's), and waits for the form.
 */
export async function openOrderPanel(
  page: Page,
  fund: number,
  side: 'buy' | 'sell',
  options: { lang?: Locale; accid?: number | string } = {},
): Promise<Locator> {
  await page.goto(fundPageUrl(fund, options));
  await fundPageButton(page, side, options.lang).click();
  const panel = sidePanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('combobox', { name: accountLabel(options.lang) })).toBeVisible();
  return panel;
}

/** The panel's texts in each language, as the specs read its labels. */
const PANEL_TEXTS: Record<Locale, Readonly<Record<keyof typeof fundOrderEn, string>>> = {
  'sv-SE': fundOrderSv,
  'en-GB': fundOrderEn,
  'nb-NO': fundOrderNb,
  'da-DK': fundOrderDa,
  'fi-FI': fundOrderFi,
};

const accountLabel = (lang: Locale = 'en-GB') => PANEL_TEXTS[lang]['fundOrder.account'];

/** The partner (community) site: the next port after the main site's. */
export function partnerOrigin(baseURL: string | undefined): string {
  const main = new URL(baseURL ?? 'http://localhost:4110');
  main.port = String(Number(main.port) + 1);
  return main.origin;
}

/** The partner's fund page with a buy card and a sell card for Global Tillväxt. */
export function partnerPageUrl(baseURL: string | undefined, query = ''): string {
  return `${partnerOrigin(baseURL)}/fund-order.html${query}`;
}

/** The partner page's buy card (first) and sell card (second). */
export const partnerCards = (page: Page) => ({
  buy: page.locator('fund-order-panel').first(),
  sell: page.locator('fund-order-panel').nth(1),
});

/**
 * Collects every `bw-order-*` event that reaches the document (they bubble out of the shadow
 * root), so a spec can read their detail. Call before the page loads.
 */
export async function recordOrderEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    Object.assign(window, { orderEvents: seen });
    for (const type of ['bw-order-placed', 'bw-order-failed', 'bw-order-close']) {
      document.addEventListener(type, (event) => {
        seen.push({ type, detail: (event as CustomEvent).detail });
      });
    }
  });
}

/** The `bw-order-*` events `recordOrderEvents` collected so far. */
export const orderEvents = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { orderEvents: { type: string; detail: unknown }[] }).orderEvents,
  );
