import { expect, test, type Page } from '@playwright/test';
import { bookedOrders, resetSandbox } from './fund-order-helpers';

/*
 * The broker's main site is a React app rendered on the server: its page comes as HTML with the
 * kit's tags in it, and React hydrates it in the browser with the kit's React components
 * (`broker-widgets/react`, bundled from dist/react/ with the app's own React). Array and object
 * props, stable (useCallback) handlers and props that change with the app's state must all
 * reach the elements, hydration or not.
 */

/** Console messages of the page that speak of hydration, and the errors React recovered from. */
async function openPage(page: Page) {
  const hydrationMessages: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydrationMessages.push(message.text());
  });
  await page.goto('/react-app.html');
  return {
    hydrationProblems: async () => [
      ...hydrationMessages,
      ...(await page.evaluate(
        () => (window as unknown as { hydrationErrors: string[] }).hydrationErrors,
      )),
    ],
  };
}

const heard = (page: Page) => page.getByRole('region', { name: 'What the app heard' });

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('the main site’s server-rendered React page', () => {
  test('comes as HTML with the elements’ tags and text attributes, arrays and objects left to the browser', async ({
    request,
  }) => {
    const html = await (await request.get('/react-app.html')).text();
    expect(html).toContain(
      '<price-graph instrument-id="16099872" instrument-name="Volvo B" graph-identifier="react-main-site" locale="en-GB"></price-graph>',
    );
    expect(html).toContain(
      '<spark-graph class="in-text" close="101" locale="en-GB"></spark-graph>',
    );
    expect(html).toContain('<curated-list-card locale="en-GB"></curated-list-card>');
    expect(html).toContain('<p slot="logged-out">Log in to buy this fund.</p>');
  });

  test('hydrates: the spark draws its array, the card its object, with no hydration error', async ({
    page,
  }) => {
    const { hydrationProblems } = await openPage(page);
    await expect(page.getByRole('img', { name: /^From 101\.50 to 103\.40/ })).toBeVisible();
    await expect(page.locator('curated-list-card').getByText('Editors’ pick')).toBeVisible();
    await expect(page.locator('price-graph').getByRole('slider')).toHaveAccessibleName(
      'Price graph of Volvo B',
    );
    expect(await hydrationProblems()).toEqual([]);
  });

  test('passes the app’s state on: new spark values, another instrument, a list as text or object', async ({
    page,
  }) => {
    const { hydrationProblems } = await openPage(page);
    await expect(page.getByRole('img', { name: /^From 101\.50 to 103\.40/ })).toBeVisible();

    await page.getByRole('button', { name: 'Show next week' }).click();
    await expect(page.getByRole('img', { name: /^From 103\.40 to 104\.20/ })).toBeVisible();

    await page.getByRole('combobox', { name: 'Instrument' }).selectOption('Ericsson B');
    await expect(page.locator('price-graph').getByRole('slider')).toHaveAccessibleName(
      'Price graph of Ericsson B',
    );

    const card = page.locator('curated-list-card');
    await page.getByRole('button', { name: 'Show the CMS list (JSON text)' }).click();
    await expect(card.getByText('Dividend kings')).toBeVisible();
    await expect(card.getByText('Trending')).toBeVisible();
    await page.getByRole('button', { name: 'Show the editors’ pick (an object)' }).click();
    await expect(card.getByText('Editors’ pick')).toBeVisible();
    expect(await hydrationProblems()).toEqual([]);
  });

  test('a buy through the panel reaches the app’s stable onOrderPlaced, which shows it', async ({
    page,
    request,
  }) => {
    await openPage(page);
    const panel = page.locator('fund-order-panel');
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await panel.getByRole('button', { name: 'Confirm order' }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    const booked = await bookedOrders(request);
    expect(booked).toHaveLength(1);
    await expect(heard(page).getByRole('status')).toHaveText(
      /^Your last order: buy SEK\s1,000\.00, order \d+$/,
    );
  });

  test('the card’s link is routed by the app, which cancels the navigation', async ({ page }) => {
    await openPage(page);
    await page.locator('curated-list-card').getByRole('link').click();
    await expect(heard(page)).toContainText('The app routes to http');
    await expect(page).toHaveURL(/\/react-app\.html$/);
  });

  test('a visitor who is not logged in sees the app’s own content in the panel', async ({
    page,
    request,
  }) => {
    await request.post('/sandbox/persona', { data: { persona: 'anonymous' } });
    await openPage(page);
    await expect(page.getByText('Log in to buy this fund.')).toBeVisible();
    await expect(heard(page)).toContainText('The reader is not logged in');
  });
});
