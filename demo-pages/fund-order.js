// The broker site's fund page: a fund picker and language choice for the demo, Buy and Sell
// buttons that open the side panel with the order panel in it, and an investment plan card.
const fundChoice = /** @type {HTMLSelectElement} */ (document.getElementById('fund-choice'));
const languageChoice = /** @type {HTMLSelectElement} */ (
  document.getElementById('language-choice')
);
const sidePanel = /** @type {HTMLElement} */ (document.getElementById('order-panel'));
const sideOrder = /** @type {HTMLElement} */ (document.getElementById('side-order'));
const planPanel = /** @type {HTMLElement} */ (document.getElementById('plan-panel'));

/**
 * The site's own words on this page (its buttons and side panel) in each language the demo
 * offers: elements name theirs with `data-text` (their text) or `data-label` (their aria-label).
 * @type {Record<string, Record<string, string>>}
 */
const SITE_TEXTS = {
  'sv-SE': {
    buy: 'Köp',
    sell: 'Sälj',
    panel: 'Order',
    close: 'Stäng orderpanelen',
  },
  'en-GB': {
    buy: 'Buy',
    sell: 'Sell',
    panel: 'Order',
    close: 'Close the order panel',
  },
  'nb-NO': {
    buy: 'Kjøp',
    sell: 'Selg',
    panel: 'Ordre',
    close: 'Lukk ordrepanelet',
  },
  'da-DK': {
    buy: 'Køb',
    sell: 'Sælg',
    panel: 'Ordre',
    close: 'Luk ordrepanelet',
  },
  'fi-FI': {
    buy: 'Osta',
    sell: 'Myy',
    panel: 'Toimeksianto',
    close: 'Sulje toimeksiantopaneeli',
  },
};

const query = new URLSearchParams(location.search);
fundChoice.value = query.get('fund') ?? fundChoice.value;
languageChoice.value = query.get('lang') ?? languageChoice.value;

/** The site's words in the chosen language. */
const siteTexts = () => SITE_TEXTS[languageChoice.value] ?? SITE_TEXTS['sv-SE'] ?? {};

/** Keeps the demo's choices in the URL, so a reload (a persona switch) keeps them. */
function remember() {
  const url = new URL(location.href);
  url.searchParams.set('fund', fundChoice.value);
  url.searchParams.set('lang', languageChoice.value);
  history.replaceState(null, '', url);
}

function apply() {
  document.documentElement.lang = languageChoice.value;
  const texts = siteTexts();
  for (const element of document.querySelectorAll('[data-text]')) {
    element.textContent = texts[element.getAttribute('data-text') ?? ''] ?? '';
  }
  for (const element of document.querySelectorAll('[data-label]')) {
    element.setAttribute('aria-label', texts[element.getAttribute('data-label') ?? ''] ?? '');
  }
  const fundName = document.getElementById('fund-name');
  const chosen = fundChoice.selectedOptions[0]?.textContent ?? '';
  if (fundName) fundName.textContent = chosen.replace(/\s*\(.*\)$/, '');
  for (const panel of [sideOrder, planPanel]) panel.setAttribute('instrument-id', fundChoice.value);
  remember();
}

/** @param {string} side */
function openPanel(side) {
  sideOrder.setAttribute('side', side);
  sidePanel.hidden = false;
  /** @type {HTMLElement | null} */ (sidePanel.querySelector('button'))?.focus();
}

function closePanel() {
  sidePanel.hidden = true;
  /** @type {HTMLElement | null} */ (document.querySelector('.fund-actions button'))?.focus();
}

for (const button of document.querySelectorAll('.fund-actions button')) {
  button.addEventListener('click', () => openPanel(button.getAttribute('data-side') ?? 'buy'));
}
sidePanel.querySelector('.side-panel-close')?.addEventListener('click', closePanel);
sidePanel.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !event.defaultPrevented) closePanel();
});
// The order panel's Close: the site closes its side panel.
sideOrder.addEventListener('bw-order-close', closePanel);
for (const radio of document.querySelectorAll('input[name="plan-side"]')) {
  radio.addEventListener('change', () => {
    planPanel.setAttribute('side', /** @type {HTMLInputElement} */ (radio).value);
  });
}
fundChoice.addEventListener('change', apply);
languageChoice.addEventListener('change', apply);
apply();
