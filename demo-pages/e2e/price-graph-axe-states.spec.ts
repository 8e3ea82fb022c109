import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { usePersona } from './fund-order-helpers';

/**
 * axe-core inside the element in each of its states, at a phone's and a desktop's width, in
 * Swedish and Finnish, light and dark: each drawer tab, an indicator's form, the legend, the
 * date picker with typed errors and the maximized graph.
 */

const graph = (page: Page) => page.locator('price-graph');
const chart = (page: Page) => graph(page).getByRole('slider');
const NAMES = {
  'sv-SE': {
    settings: 'Inställningar',
    compare: 'Jämför',
    ta: 'Teknisk analys',
    custom: /^Anpassad/,
    maximize: 'Maximera',
  },
  'fi-FI': {
    settings: 'Asetukset',
    compare: 'Vertaa',
    ta: 'Tekninen analyysi',
    custom: /^Mukautettu/,
    maximize: 'Suurenna',
  },
} as const;

for (const { width, lang, theme } of [
  { width: 360, lang: 'sv-SE', theme: 'dark' },
  { width: 1280, lang: 'fi-FI', theme: 'light' },
] as const) {
  test(`at ${width} px in ${lang}, ${theme}, axe finds nothing in any state`, async ({
    page,
    request,
  }) => {
    const names = NAMES[lang];
    await usePersona(request, 'se-customer');
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/instrument.html?lang=${lang}&theme=${theme}`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(chart(page)).toBeVisible({ timeout: 15_000 });
    const clean = async (state: string) =>
      expect(await axeViolations(page, 'price-graph'), state).toEqual([]);
    await clean('the graph');

    const chip = (name: string) => graph(page).getByRole('button', { name, exact: true });
    await chip(names.settings).click();
    await clean('settings');
    await chip(names.compare).click();
    const compare = graph(page).getByRole('region', { name: names.compare });
    await compare.getByRole('combobox').fill('Eri');
    await expect(compare.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
    await clean('compare with results');
    await compare.getByRole('option').first().click();
    await chip(names.ta).click();
    await graph(page).getByRole('button', { name: 'RSI' }).click();
    await clean('an indicator form');
    await graph(page).getByRole('form').locator('input').first().press('Enter');
    await chip(names.ta).click();
    await clean('the legend with a comparison and an indicator');

    await graph(page).getByRole('button', { name: names.custom }).click();
    const picker = graph(page).getByRole('dialog');
    await picker.getByRole('textbox').first().fill('x');
    await picker.getByRole('textbox').first().press('Enter');
    await clean('the date picker with an error');
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    if (width >= 480) {
      await chip(names.maximize).click();
      await clean('maximized');
    }
  });
}
