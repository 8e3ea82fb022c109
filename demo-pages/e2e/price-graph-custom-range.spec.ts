import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/**
 * The custom range by keyboard, at a phone's width (a fullscreen dialog) and a desktop's (a
 * popover): typed dates in the locale's format with their errors, Shift+Page Up by a year, the
 * popover closing when the focus leaves it, and the applied range on the Custom button.
 */

const graph = (page: Page) => page.locator('price-graph');
const chart = (page: Page) => graph(page).getByRole('slider');

/**
 * The footer's buttons that overlap another (the periods and Custom), as `a / b` by their text,
 * measured in one frame once the graph has settled: boxes read one by one while the chart
 * loads would be of different layouts.
 */
async function footerOverlaps(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return graph(page).evaluate(async (host) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const footer = host.shadowRoot?.querySelector('[part~="footer"]');
    const bar = footer?.querySelector('[part~="periods"]')?.getBoundingClientRect();
    // A period scrolled out of the bar is clipped by it: only what shows of it counts.
    const shown = (button: Element) => {
      const box = button.getBoundingClientRect();
      if (!bar || !button.closest('[part~="periods"]')) return box;
      const left = Math.max(box.left, bar.left);
      return new DOMRect(
        left,
        box.top,
        Math.max(0, Math.min(box.right, bar.right) - left),
        box.height,
      );
    };
    const buttons = [...(footer?.querySelectorAll('button') ?? [])]
      .map((button) => ({ text: button.textContent ?? '', box: shown(button) }))
      .filter(({ box }) => box.width > 0);
    const overlaps: string[] = [];
    buttons.forEach((a, i) => {
      for (const b of buttons.slice(i + 1)) {
        const apart =
          a.box.right <= b.box.left ||
          b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top ||
          b.box.bottom <= a.box.top;
        if (!apart) overlaps.push(`${a.text} / ${b.text}`);
      }
    });
    return overlaps;
  });
}

for (const { width, lang, texts } of [
  {
    width: 360,
    lang: 'fi-FI',
    texts: {
      custom: 'Mukautettu',
      from: 'Alkaen',
      to: 'Päättyen',
      confirm: 'Vahvista',
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
      confirm: 'Bekräfta',
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
      await picker.getByRole('button', { name: texts.confirm }).press('Enter');
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
      expect(await footerOverlaps(page)).toEqual([]);
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
      // The picker opens on From; the calendar's one tab stop, today, comes after the fields.
      await expect(picker.getByRole('textbox', { name: texts.from })).toBeFocused();
      for (let press = 0; press < 4; press += 1) await page.keyboard.press('Tab');
      const today = (await focusedDay()) ?? '';
      const year = Number(/\d{4}/.exec(today)?.[0]);
      await page.keyboard.press('Shift+PageUp');
      await page.keyboard.press('Shift+PageUp');
      expect(await focusedDay()).toContain(String(year - 2));
      await page.keyboard.press('Shift+PageDown');
      expect(await focusedDay()).toContain(String(year - 1));

      // Tab on past the picker's last control: on a phone the dialog keeps the focus (past its
      // last control it may rest in the browser's own controls, never on the page behind); on
      // a desktop the popover closes as the focus leaves it.
      const focusOnPage = () =>
        graph(page).evaluate((host) => {
          const active = document.activeElement;
          if (active === null || active === document.body) return 'browser';
          const inGraph = active === host ? host.shadowRoot?.activeElement : null;
          return inGraph?.closest('dialog') ? 'dialog' : 'page';
        });
      const landed: string[] = [];
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press('Tab');
        landed.push(await focusOnPage());
      }
      if (width < 480) {
        await expect(picker).toBeVisible();
        expect(landed).not.toContain('page');
        expect(landed).toContain('dialog');
      } else {
        await expect(picker).toBeHidden();
      }
    });
  });
}

/*
 * Every language at a phone's width: a range on the Custom button never pushes it onto a
 * period. The locales write dates in fixed widths, so any range gives the longest label of its
 * language; the one here has wide digits throughout.
 */
for (const { lang, custom, from, to } of [
  { lang: 'sv-SE', custom: 'Anpassad', from: '2008-08-28', to: '2008-12-28' },
  { lang: 'nb-NO', custom: 'Egendefinert', from: '28.08.2008', to: '28.12.2008' },
  { lang: 'da-DK', custom: 'Tilpasset', from: '28.08.2008', to: '28.12.2008' },
  { lang: 'fi-FI', custom: 'Mukautettu', from: '28.08.2008', to: '28.12.2008' },
  { lang: 'en-GB', custom: 'Custom', from: '28/08/2008', to: '28/12/2008' },
]) {
  test(`at 360 px in ${lang} the period bar and an applied range never overlap`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/instrument.html?lang=${lang}`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(chart(page)).toBeVisible({ timeout: 15_000 });
    expect(await footerOverlaps(page)).toEqual([]);

    const button = graph(page).getByRole('button', { name: new RegExp(`^${custom}`) });
    await button.click();
    const picker = graph(page).getByRole('dialog');
    await picker.getByRole('textbox').first().fill(from);
    await picker.getByRole('textbox').nth(1).fill(to);
    await picker.getByRole('textbox').nth(1).press('Enter');
    await expect(picker).toBeHidden();
    await expect(button).toContainText(`${from} – ${to}`);
    expect(await footerOverlaps(page)).toEqual([]);
  });
}
