/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { until } from './element-test-waits';

// The built kit, as a page loads it (run `npm run build` first).
const KIT = '/dist/broker-widgets.js';

/** The languages of the texts files the page has downloaded, each time one was. */
const textsLoaded = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => /\/texts\/broker-widgets\.([a-z]{2})-[\w-]+\.json$/.exec(entry.name)?.[1])
    .filter((language): language is string => language !== undefined);

const LIST = { id: 7, slug: 'seven', displayName: 'Seven', views: 1532, instrumentCount: 0 };

function card(locale?: string): HTMLElement {
  const element = document.createElement('curated-list-card') as HTMLElement & { list: unknown };
  if (locale) element.setAttribute('locale', locale);
  element.list = LIST;
  document.body.append(element);
  return element;
}

before(async () => {
  // A Finnish page: the kit starts loading the page's language when it loads.
  document.documentElement.lang = 'fi';
  await import(/* @vite-ignore */ KIT);
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('the one-file kit’s texts', () => {
  it('are downloaded in the page’s language only, once for every widget', async () => {
    const shown = card();
    const spark = document.createElement('spark-graph');
    spark.setAttribute('values', '100, 101.5');
    document.body.append(spark);
    await until(() => shown.shadowRoot?.textContent?.includes('katselukertaa'), 'a Finnish card');
    const summary = await until(
      () => spark.shadowRoot?.querySelector('[role="img"][aria-label]'),
      'a Finnish spark',
    );
    expect(summary.getAttribute('aria-label')).to.match(/^Arvosta 100,00 arvoon 101,50/);
    expect(textsLoaded()).to.deep.equal(['fi']);
  });

  it('of another language are downloaded when an element shows it, and no others', async () => {
    const swedish = card('sv-SE');
    await until(() => swedish.shadowRoot?.textContent?.includes('visningar'), 'a Swedish card');
    expect(textsLoaded()).to.deep.equal(['fi', 'sv']);
  });
});
