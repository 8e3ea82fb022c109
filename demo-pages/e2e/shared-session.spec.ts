import { expect, test, type APIRequestContext } from '@playwright/test';
import { sessionRefresh } from '../../core/endpoints/authentication';
import { received, resetSandbox } from './fund-order-helpers';

/*
 * One page, one session: a page whose own code runs on `broker-widgets/core`, with a price graph
 * from its element file and sparks from the one-file kit (three copies of the kit's modules),
 * counted at the sandbox: one token refresh for them all within a token's life, one feed
 * socket, and one subscription to the price they all follow.
 */

interface FeedConnection {
  login: string | null;
  subscriptions: { t: string; id?: string }[];
  commands: { cmd: string; args?: { t?: string; id?: string } }[];
}

const connections = async (request: APIRequestContext) =>
  (
    (await (await request.get('/sandbox/feed/connections')).json()) as {
      connections: FeedConnection[];
    }
  ).connections;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the page’s code, an element file and the one-file kit share one session and one feed', async ({
  page,
  request,
}) => {
  const refreshesBefore = await received(request, 'token-refresh');
  await page.goto('/shared-session.html');

  // Everything on the page shows live data: the page's own price, the graph and both sparks.
  await expect(page.locator('#own-state')).toHaveText('logged-in');
  await expect(page.locator('#own-price')).toHaveText(/^\d+(\.\d+)?$/);
  await expect(page.locator('#own-accounts')).toHaveText('5');
  await expect(page.locator('price-graph').getByRole('slider')).toBeVisible();
  await expect(page.locator('#spark-today').getByRole('img')).toBeVisible();
  await expect(page.locator('#spark-again').getByRole('img')).toBeVisible();

  // One token refresh for every copy (all of it within the token's 8 s life).
  const refreshes = await received(request, 'token-refresh');
  expect(refreshes.length - refreshesBefore.length).toBe(1);
  expect(refreshes.at(-1)?.path).toBe(sessionRefresh());

  // One socket, logged in once, holding one subscription to the price everything follows.
  await expect.poll(async () => (await connections(request)).length).toBe(1);
  const [connection] = await connections(request);
  expect(connection?.login).not.toBeNull();
  const volvo = (args?: { t?: string; id?: string }) =>
    args?.t === 'price' && args.id === '16099872';
  expect(connection?.subscriptions.filter(volvo)).toHaveLength(1);
  const subscribes = connection?.commands.filter(
    (command) => command.cmd === 'subscribe' && volvo(command.args),
  );
  expect(subscribes).toHaveLength(1);
  expect(connection?.commands.filter((command) => command.cmd === 'login')).toHaveLength(1);
});

test('the socket stays while anything on the page follows the feed, and closes after the last', async ({
  page,
  request,
}) => {
  await page.goto('/shared-session.html');
  await expect(page.locator('#own-state')).toHaveText('logged-in');
  await expect(page.locator('#spark-today').getByRole('img')).toBeVisible();
  await expect.poll(async () => (await connections(request)).length).toBe(1);
  // The elements leave the page; the page's own code still follows a price, so the socket stays.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('price-graph, spark-graph')) element.remove();
  });
  await page.waitForTimeout(500);
  expect(await connections(request)).toHaveLength(1);
  // The page lets go too: nothing follows the feed, and the socket closes.
  await page.getByRole('button', { name: 'Let go of the feed' }).click();
  await expect(page.locator('#own-state')).toHaveText('idle');
  await expect.poll(async () => (await connections(request)).length).toBe(0);
});
