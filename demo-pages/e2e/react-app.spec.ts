import { expect, test } from '@playwright/test';
import { bookedOrders, resetSandbox } from './fund-order-helpers';

/*
 * The broker's main site is a React app: it mounts the kit's React components
 * (`broker-widgets/react`, bundled from dist/react.js with the app's own React) and hears the
 * elements' events in its own state.
 */
test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('a React app with the kit’s components', () => {
  test('draws the spark and the card, and routes the card’s link itself', async ({ page }) => {
    await page.goto('/react-app.html');
    await expect(page.getByRole('img', { name: /^From 101\.50 to 103\.40/ })).toBeVisible();
    const card = page.locator('curated-list-card');
    const link = card.getByRole('link');
    await expect(link).toBeVisible();
    await link.click();
    const heard = page.getByRole('region', { name: 'What the app heard' });
    await expect(heard).toContainText('The app routes to http');
    await expect(page).toHaveURL(/\/react-app\.html$/);
  });

  test('buys a fund, and the app hears of the order in its state', async ({ page, request }) => {
    await page.goto('/react-app.html');
    const panel = page.locator('fund-order-panel');
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await panel.getByRole('button', { name: 'Confirm order' }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    const heard = page.getByRole('region', { name: 'What the app heard' });
    await expect(heard).toContainText(/The app heard of buy order \S+/);
    expect(await bookedOrders(request)).toHaveLength(1);
  });

  test('a visitor who is not logged in sees the app’s own content in the panel', async ({
    page,
    request,
  }) => {
    await request.post('/sandbox/persona', { data: { persona: 'anonymous' } });
    await page.goto('/react-app.html');
    await expect(page.getByText('Log in to buy this fund.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What the app heard' })).toContainText(
      'The reader is not logged in',
    );
  });
});
