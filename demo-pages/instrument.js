// The broker site's instrument page: an instrument, language and theme picker for the demo,
// and the price graph set up from the chosen instrument's type and country.
const instrumentChoice = /** @type {HTMLSelectElement} */ (
  document.getElementById('instrument-choice')
);
const languageChoice = /** @type {HTMLSelectElement} */ (
  document.getElementById('language-choice')
);
const themeChoice = /** @type {HTMLSelectElement} */ (document.getElementById('theme-choice'));
const graph = /** @type {HTMLElement} */ (document.getElementById('graph'));

const query = new URLSearchParams(location.search);
instrumentChoice.value = query.get('instrument') ?? instrumentChoice.value;
languageChoice.value = query.get('lang') ?? languageChoice.value;
themeChoice.value = query.get('theme') ?? themeChoice.value;

/** Keeps the demo's choices in the URL, so a reload (a persona switch) keeps them. */
function remember() {
  const url = new URL(location.href);
  url.searchParams.set('instrument', instrumentChoice.value);
  url.searchParams.set('lang', languageChoice.value);
  url.searchParams.set('theme', themeChoice.value);
  history.replaceState(null, '', url);
}

function apply() {
  const option = instrumentChoice.selectedOptions[0];
  const name = option?.textContent ?? '';
  document.documentElement.lang = languageChoice.value;
  document.body.classList.toggle('dark', themeChoice.value === 'dark');
  const heading = document.getElementById('instrument-name');
  if (heading) heading.textContent = name;
  graph.setAttribute('instrument-id', instrumentChoice.value);
  graph.setAttribute('instrument-type', option?.dataset.type ?? 'stock');
  graph.setAttribute('country', option?.dataset.country ?? 'se');
  graph.setAttribute('instrument-name', name);
  graph.setAttribute('locale', languageChoice.value);
  graph.setAttribute('theme', themeChoice.value);
  remember();
}

for (const choice of [instrumentChoice, languageChoice, themeChoice]) {
  choice.addEventListener('change', apply);
}
apply();

export {};
