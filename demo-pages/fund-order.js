// The broker site's fund page: a fund picker and language choice for the demo, Buy and Sell
// buttons that open the side panel with the order panel in it, and an investment plan card.
// A visitor who is not logged in finds the site's login prompt in the panel's `logged-out` slot.
import { switchPersona } from './persona-switcher.js';

const fundChoice = /** @type {HTMLSelectElement} */ (document.getElementById('fund-choice'));
const languageChoice = /** @type {HTMLSelectElement} */ (
  document.getElementById('language-choice')
);
const sidePanel = /** @type {HTMLElement} */ (document.getElementById('order-panel'));
const sideOrder = /** @type {HTMLElement} */ (document.getElementById('side-order'));
const planPanel = /** @type {HTMLElement} */ (document.getElementById('plan-panel'));

/** The sandbox customer the login prompt logs in (the sandbox's default persona). */
const CUSTOMER_PERSONA = 'se-customer';

/**
 * The site's own words on this page (its buttons, the side panel, the login prompt) in each
 * language the demo offers: elements name theirs with `data-text` (their text) or `data-label`
 * (their aria-label).
 * @type {Record<string, Record<string, string>>}
 */
const SITE_TEXTS = {
  'sv-SE': {
    buy: 'Köp',
    sell: 'Sälj',
    panel: 'Order',
    close: 'Stäng orderpanelen',
    loginTitle: 'Logga in för att lägga en order',
    loginText:
      'Bara inloggade kunder kan köpa och sälja fonder. Logga in, så öppnas orderformuläret här.',
    logIn: 'Logga in',
    loginFailed: 'Inloggningen misslyckades. Försök igen.',
  },
  'en-GB': {
    buy: 'Buy',
    sell: 'Sell',
    panel: 'Order',
    close: 'Close the order panel',
    loginTitle: 'Log in to place an order',
    loginText:
      'Only customers who are logged in can buy and sell funds. Log in and the order form opens here.',
    logIn: 'Log in',
    loginFailed: 'You could not be logged in. Try again.',
  },
  'nb-NO': {
    buy: 'Kjøp',
    sell: 'Selg',
    panel: 'Ordre',
    close: 'Lukk ordrepanelet',
    loginTitle: 'Logg inn for å legge inn en ordre',
    loginText:
      'Bare innloggede kunder kan kjøpe og selge fond. Logg inn, så åpnes ordreskjemaet her.',
    logIn: 'Logg inn',
    loginFailed: 'Innloggingen mislyktes. Prøv igjen.',
  },
  'da-DK': {
    buy: 'Køb',
    sell: 'Sælg',
    panel: 'Ordre',
    close: 'Luk ordrepanelet',
    loginTitle: 'Log ind for at afgive en ordre',
    loginText:
      'Kun kunder, der er logget ind, kan købe og sælge fonde. Log ind, så åbner ordreformularen her.',
    logIn: 'Log ind',
    loginFailed: 'Du kunne ikke logges ind. Prøv igen.',
  },
  'fi-FI': {
    buy: 'Osta',
    sell: 'Myy',
    panel: 'Toimeksianto',
    close: 'Sulje toimeksiantopaneeli',
    loginTitle: 'Kirjaudu sisään tehdäksesi toimeksiannon',
    loginText:
      'Vain kirjautuneet asiakkaat voivat ostaa ja myydä rahastoja. Kirjaudu sisään, niin toimeksiantolomake avautuu tähän.',
    logIn: 'Kirjaudu sisään',
    loginFailed: 'Kirjautuminen epäonnistui. Yritä uudelleen.',
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
  url.searchParams.delete('order');
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

// The login prompt logs the sandbox's customer in and comes back with the side panel open on
// the same side, so the visitor goes on with the order they started.
const logIn = /** @type {HTMLButtonElement} */ (sideOrder.querySelector('.log-in'));
logIn.addEventListener('click', async () => {
  const status = sideOrder.querySelector('.login-status');
  logIn.disabled = true;
  if (status) status.textContent = '';
  if (await switchPersona(CUSTOMER_PERSONA)) {
    const url = new URL(location.href);
    url.searchParams.set('order', sideOrder.getAttribute('side') ?? 'buy');
    location.assign(url);
  } else {
    logIn.disabled = false;
    if (status) status.textContent = siteTexts().loginFailed ?? '';
  }
});

fundChoice.addEventListener('change', apply);
languageChoice.addEventListener('change', apply);
const reopen = query.get('order');
apply();
if (reopen === 'buy' || reopen === 'sell') openPanel(reopen);
