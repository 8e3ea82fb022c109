import { expect, test } from '@playwright/test';

test.afterEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('the demo pages switch the sandbox persona', async ({ page, request }) => {
  await page.goto('/');
  const switcher = page.getByLabel('Sandbox persona');
  await expect(switcher).toHaveValue('se-customer');
  await switcher.selectOption('anonymous');
  await expect(page.getByLabel('Sandbox persona')).toHaveValue('anonymous');
  const current = (await (await request.get('/sandbox/persona')).json()) as { id: string };
  expect(current.id).toBe('anonymous');
  // The token refresh now says anonymous, as the widgets will see it.
  const refresh = await request.post('/nnxapi/authentication/v2/sessions/refresh');
  expect(refresh.status()).toBe(401);
});
