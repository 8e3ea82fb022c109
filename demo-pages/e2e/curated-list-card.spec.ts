import { expect, test, type Page } from '@playwright/test';
import { partnerOrigin } from './fund-order-helpers';

const cards = (page: Page) => page.locator('curated-list-card');

test.describe('CMS article with curated-list cards', () => {
  test.beforeEach(async ({ request }) => {
    await request.delete('/sandbox/faults');
  });

  test('renders every card and links to the shared watchlist page', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/cms-article.html');
    const tech = page.getByRole('link', { name: /Nordic tech leaders/ });
    await expect(tech).toBeVisible();
    await expect(tech).toHaveAttribute(
      'href',
      `${new URL(baseURL ?? '').origin}/watchlists/shared/nordic-tech-leaders`,
    );

    // A list without a slug links by its id.
    const noSlug = (await (await request.get('/inspiration/v1/curated-lists/1006')).json()) as {
      slug: string | null;
      displayName: string;
    };
    expect(noSlug.slug).toBeNull();
    await expect(page.getByRole('link', { name: new RegExp(noSlug.displayName) })).toHaveAttribute(
      'href',
      `${new URL(baseURL ?? '').origin}/watchlists/shared/1006`,
    );

    // Views above 1000 as floored K, the NEW badge in preference to TRENDING.
    const api = (await (await request.get('/inspiration/v1/curated-lists/1003')).json()) as {
      displayName: string;
      views: number;
      badges: string[];
      instrumentCount: number;
    };
    expect(api.badges).toEqual(['TRENDING', 'NEW']);
    const card = page.getByRole('link', { name: new RegExp(api.displayName) });
    await expect(card).toContainText(
      `${Math.floor(api.views / 1000).toLocaleString('en-GB')}K views`,
    );
    await expect(card).toContainText('New');
    await expect(card).not.toContainText('Trending');
    await expect(card.getByText(`${api.instrumentCount - 4} more instruments`)).toBeAttached();

    await expect(page.locator('curated-list-card[compact]')).toHaveCount(3);
    await page.screenshot({ path: 'test-results/e2e/cms-article.png', fullPage: true });
  });

  test('following a card lands on the shared watchlist page', async ({ page }) => {
    await page.goto('/cms-article.html');
    await page.getByRole('link', { name: /Dividend kings/ }).click();
    await expect(page).toHaveURL(/\/watchlists\/shared\/dividend-kings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dividend kings');
  });

  test('keyboard users reach and open a card', async ({ page }) => {
    await page.goto('/cms-article.html');
    await expect(page.getByRole('link', { name: /Nordic tech leaders/ })).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const host = document.activeElement;
        return host?.shadowRoot?.activeElement?.textContent ?? '';
      });
      if (focused.includes('Nordic tech leaders')) {
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/nordic-tech-leaders$/);
        return;
      }
    }
    throw new Error('Tab never reached the first card');
  });

  test('hostile CMS data shows as text, with placeholders and no script', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/cms-article.html');
    const hostile = page.locator('#hostile-valid-card');
    await expect(hostile.getByRole('heading')).toHaveText(
      '<img src=x onerror=alert(1)> Free money',
    );
    await expect(hostile.locator('img')).toHaveCount(0);
    await expect(hostile).toContainText('New');
    await expect(hostile).not.toContainText('<script>');
    // Negative views are refused as a whole: a clear empty state, not a wrong number.
    await expect(page.locator('#hostile-card')).toContainText('This list cannot be shown.');
    await expect(page.locator('#bad-json-card')).toContainText('This list cannot be shown.');
    await expect(page.locator('#missing-card')).toContainText('This list cannot be shown.');
    expect(dialogs).toEqual([]);
  });

  test('a failing API shows an error with a retry that recovers', async ({ page, request }) => {
    await request.post('/sandbox/faults', {
      data: { route: '/inspiration/v1/curated-lists/1001', status: 503, code: 'DOWN', times: 1 },
    });
    await page.goto('/cms-article.html');
    const first = cards(page).first();
    await expect(first.getByRole('alert')).toContainText('The list could not be loaded.');
    await first.getByRole('button', { name: 'Try again' }).click();
    await expect(first.getByRole('link', { name: /Nordic tech leaders/ })).toBeVisible();
  });

  test('a slow API shows the loading skeleton first', async ({ page, request }) => {
    await request.post('/sandbox/faults', {
      data: { route: '/inspiration/v1/curated-lists/1002', delayMs: 1500, times: 1 },
    });
    await page.goto('/cms-article.html');
    const second = cards(page).nth(1);
    await expect(second.getByRole('status', { name: 'Loading list' })).toBeVisible();
    await expect(second.getByRole('link', { name: /Dividend kings/ })).toBeVisible();
  });
});

test.describe('partner site on another origin under a strict CSP', () => {
  test('loads the kit cross-origin and renders cards with no CSP violation', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(`${partnerOrigin(baseURL)}/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`script-src 'self' ${new URL(baseURL ?? '').origin}`);
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain('worker-src blob:');
    const card = page.getByRole('link', { name: /Nordic tech leaders/ });
    await expect(card).toBeVisible();
    // The page is Swedish (<html lang="sv">), so the card speaks Swedish.
    await expect(card).toContainText('visningar');
    const article = page.locator('curated-list-card').first().locator('article');
    await expect(article).toHaveCSS('border-top-left-radius', '12px');
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    await expect(page.getByRole('status')).toHaveText('Inga CSP-överträdelser.');
    await page.screenshot({ path: 'test-results/e2e/partner-site.png', fullPage: true });
  });
});
