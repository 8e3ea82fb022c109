import { expect, test, type Page } from '@playwright/test';
import { partnerOrigin } from './fund-order-helpers';

/** Computes an SMA through the kit's engine, loaded cross-origin as the partner page does. */
async function computeOnPartnerPage(page: Page) {
  return page.evaluate(async () => {
    const sandbox = document.querySelector('meta[name="broker-sandbox"]')?.getAttribute('content');
    const kit = (await import(`${sandbox}/dist/broker-widgets.js`)) as {
      indicatorEngine(): {
        mode(): Promise<string>;
        sma(close: Float64Array, period: number): Promise<Float64Array>;
      };
    };
    const engine = kit.indicatorEngine();
    const sma = await engine.sma(Float64Array.from([1, 2, 3, 4, 5]), 2);
    return { mode: await engine.mode(), sma: Array.from(sma) };
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test.describe('indicator worker on a partner page on another origin', () => {
  test('starts from the inlined blob under the strict CSP, with no violation', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${partnerOrigin(baseURL)}/`);
    const result = await computeOnPartnerPage(page);
    expect(result.mode).toBe('worker');
    expect(result.sma.slice(1)).toEqual([1.5, 2.5, 3.5, 4.5]);
    expect(Number.isNaN(result.sma[0])).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  test('computes on the main thread with one warning where blob: workers are refused', async ({
    page,
    baseURL,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto(`${partnerOrigin(baseURL)}/no-workers/`);
    expect(response?.headers()['content-security-policy']).not.toContain('worker-src');
    const result = await computeOnPartnerPage(page);
    expect(result.mode).toBe('main-thread');
    expect(result.sma.slice(1)).toEqual([1.5, 2.5, 3.5, 4.5]);
    expect(warnings.filter((w) => w.includes('indicator worker'))).toHaveLength(1);
    // The cards still render under this policy.
    await expect(page.getByRole('link', { name: /Nordic tech leaders/ })).toBeVisible();
  });
});
