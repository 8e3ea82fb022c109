import { expect, test, type APIRequestContext } from '@playwright/test';

/*
 * The live prices demo page against the sandbox feed: the kit's feed() client on a plain page,
 * its connection state on screen, and recovery from faults the sandbox injects.
 */

interface ConnectionReport {
  id: number;
  subscriptions: object[];
}

const connections = async (request: APIRequestContext) =>
  (
    (await (await request.get('/sandbox/feed/connections')).json()) as {
      connections: ConnectionReport[];
    }
  ).connections;

const keysOf = (connection: ConnectionReport | undefined) =>
  (connection?.subscriptions ?? []).map((args) => JSON.stringify(args)).sort();

test.beforeEach(async ({ request }) => {
  // Prices move only while an exchange is open: replay a weekday morning whatever the hour.
  await request.put('/sandbox/feed/controls', {
    data: { marketTime: '2025-03-12T09:00:00.000Z' },
  });
});

test.afterEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('shows live prices that update, with the connection state', async ({ page }) => {
  await page.goto('/live-prices.html');
  await expect(page.locator('#feed-state')).toHaveText('Live');
  const volvo = page.getByRole('row', { name: /VOLV B/ });
  const last = volvo.getByRole('cell').first();
  await expect(last).toHaveText(/^\d+\.\d{2}$/);
  const first = await last.textContent();
  await expect.poll(() => last.textContent(), { timeout: 10_000 }).not.toBe(first);
  await expect(volvo.getByRole('cell', { name: 'continuous trading' })).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: /OMXS30/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
});

test('recovers from a sandbox drop with its subscriptions intact', async ({ page, request }) => {
  await page.goto('/live-prices.html');
  await expect(page.locator('#feed-state')).toHaveText('Live');
  // Five prices, five trading statuses and one index.
  await expect.poll(async () => keysOf((await connections(request))[0])).toHaveLength(11);
  const [before] = await connections(request);

  await page.getByRole('button', { name: 'Drop every connection (sandbox)' }).click();

  await expect(page.getByText('the sandbox dropped 1 connection(s)')).toBeVisible();
  await expect
    .poll(async () => {
      const open = await connections(request);
      return open.length === 1 && open[0]?.id !== before?.id ? keysOf(open[0]) : null;
    })
    .toEqual(keysOf(before));
  await expect(page.locator('#feed-state')).toHaveText('Live');
  const last = page
    .getByRole('row', { name: /ERIC B/ })
    .getByRole('cell')
    .first();
  const now = await last.textContent();
  await expect.poll(() => last.textContent(), { timeout: 10_000 }).not.toBe(now);
});

test('shows the client offline after its retries, and reconnects on request', async ({
  page,
  request,
}) => {
  await page.goto('/live-prices.html');
  await expect(page.locator('#feed-state')).toHaveText('Live');
  await request.put('/sandbox/feed/controls', { data: { rejectLogins: true } });
  await page.getByRole('button', { name: 'Drop every connection (sandbox)' }).click();
  await expect(page.locator('#feed-state')).toHaveText('Offline');
  const reconnect = page.getByRole('button', { name: 'Reconnect' });
  await expect(reconnect).toBeEnabled();

  await request.put('/sandbox/feed/controls', { data: { rejectLogins: false } });
  await reconnect.click();
  await expect(page.locator('#feed-state')).toHaveText('Live');
  await expect(reconnect).toBeDisabled();
  await expect.poll(async () => keysOf((await connections(request))[0])).toHaveLength(11);
});
