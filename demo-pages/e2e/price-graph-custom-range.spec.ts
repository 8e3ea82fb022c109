import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/**
 * The custom range by keyboard, at a phone's width (a fullscreen dialog) and a desktop's (a
 * popover): typed dates in the locale's format with their errors, Shift+Page Up by a year, the
 * popover closing when the focus leaves it, and the applied range on the Custom button.
 */

const graph = (page: Page) => page.locator('price-graph');
const chart = (page: Page) => graph(page).getByRole('slider');

for (const { width, lang, texts } of [
  {
    width: 360,
    lang: 'fi-FI',
    texts: {
      custom: 'Mukautettu',
      from: 'Alkaen',
      to: 'Päättyen',
      apply: 'Käytä',
      futureError: 'Päivämäärä ei voi olla tämän päivän jälkeen.',
      invalid: 'Kirjoita päivämäärä muodossa pp.kk.vvvv.',
      beforeFrom: 'Loppu ei voi olla ennen alkua.',
      dates: ['1.2.2024', '15.3.2024'],
      future: '1.1.2099',
      shown: '01.02.2024 – 15.03.2024',
    },
  },
  {
    width: 1280,
    lang: 'sv-SE',
    texts: {
      custom: 'Anpassad',
      from: 'Från',
      to: 'Till',
      apply: 'Använd',
      futureError: 'Datumet kan inte vara efter i dag.',
      invalid: 'Skriv datumet som åååå-mm-dd.',
      beforeFrom: 'Slutet kan inte vara före början.',
      dates: ['2024-2-1', '2024-03-15'],
      future: '2099-01-01',
      shown: '2024-02-01 – 2024-03-15',
    },
  },
]) {
  test.describe(`at ${width} px in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/instrument.html?lang=${lang}`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await expect(chart(page)).toBeVisible({ timeout: 15_000 });
    });

    test('typed dates apply a range, errors say what is wrong, and the button shows it', async ({
      page,
    }) => {
      const custom = graph(page).getByRole('button', { name: new RegExp(`^${texts.custom}`) });
      await custom.focus();
      await page.keyboard.press('Enter');
      const picker = graph(page).getByRole('dialog');
      await expect(picker).toBeVisible();
      const from = picker.getByRole('textbox', { name: texts.from });
      const to = picker.getByRole('textbox', { name: texts.to });

      await from.fill('31.31.2024');
      await to.fill(texts.future);
      await to.press('Enter');
      await expect(picker.getByText(texts.invalid)).toBeVisible();
      await expect(picker.getByText(texts.futureError)).toBeVisible();
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page, 'price-graph')).toEqual([]);
      await page.screenshot({ path: `test-results/e2e/price-graph-custom-errors-${width}.png` });

      await from.fill(texts.dates[1] ?? '');
      await to.fill(texts.dates[0] ?? '');
      await picker.getByRole('button', { name: texts.apply }).press('Enter');
      await expect(picker.getByText(texts.beforeFrom)).toBeVisible();

      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/from-to')) requests.push(request.url());
      });
      await from.fill(texts.dates[0] ?? '');
      await to.fill(texts.dates[1] ?? '');
      await to.press('Enter');
      await expect(picker).toBeHidden();
      await expect.poll(() => requests.length).toBeGreaterThan(0);
      expect(requests[0]).toMatch(/2024-02-01/);
      await expect(custom).toHaveAccessibleName(`${texts.custom} ${texts.shown}`);
      await expect(custom).toContainText(texts.shown);
      // The longer button lies clear of every period.
      const button = await custom.boundingBox();
      for (const period of await graph(page).getByRole('toolbar').getByRole('button').all()) {
        const box = await period.boundingBox();
        const apart =
          !button ||
          !box ||
          box.x + box.width <= button.x ||
          button.x + button.width <= box.x ||
          box.y + box.height <= button.y ||
          button.y + button.height <= box.y;
        expect(apart, (await period.textContent()) ?? '').toBe(true);
      }
      await page.screenshot({ path: `test-results/e2e/price-graph-custom-applied-${width}.png` });
    });

    test('Shift+Page Up goes back a year, and the keyboard cannot leave the picker open behind', async ({
      page,
    }) => {
      await graph(page)
        .getByRole('button', { name: new RegExp(`^${texts.custom}`) })
        .press('Enter');
      const picker = graph(page).getByRole('dialog');
      const focusedDay = () =>
        graph(page).evaluate((host) => host.shadowRoot?.activeElement?.getAttribute('aria-label'));
      const today = (await focusedDay()) ?? '';
      const year = Number(/\d{4}/.exec(today)?.[0]);
      await page.keyboard.press('Shift+PageUp');
      await page.keyboard.press('Shift+PageUp');
      expect(await focusedDay()).toContain(String(year - 2));
      await page.keyboard.press('Shift+PageDown');
      expect(await focusedDay()).toContain(String(year - 1));

      // Tab on past the picker's last control: on a phone the dialog keeps the focus; on a
      // desktop the popover closes as the focus leaves it.
      for (let press = 0; press < 12; press += 1) await page.keyboard.press('Tab');
      if (width < 480) {
        await expect(picker).toBeVisible();
        expect(
          await graph(page).evaluate((host) =>
            Boolean(host.shadowRoot?.activeElement?.closest('dialog')),
          ),
        ).toBe(true);
      } else {
        await expect(picker).toBeHidden();
      }
    });
  });
}
