// The page's own code, on the core SDK as a page imports it. Its API connection and feed are the
// ones the kit's elements on the page use, whichever file defined them.

// Loaded from the URL a page would use; typed from the kit's source.
const CORE_URL = '/dist/core.js';
/** @type {typeof import('../core/index')} */
const { apiClient, endpoints, feedClientFor, schemas } = await import(CORE_URL);
// Top-level await needs a module, also in the type checker's eyes.
export {};

const api = location.origin;
const feedUrl = `${api.replace(/^http/, 'ws')}/ws`;
const show = (/** @type {string} */ id, /** @type {string} */ text) => {
  const output = document.getElementById(id);
  if (output) output.textContent = text;
};

const feed = feedClientFor(feedUrl, api);
feed.state.subscribe((state) => show('own-state', state));
const stop = feed.subscribe({ t: 'price', id: '16099872' }, (message) => {
  if (message.type === 'price') show('own-price', String(message.data.last));
});

// The socket closes once the page's last subscription, elements' and this page's, has ended.
document.getElementById('let-go')?.addEventListener('click', stop);

apiClient(api, 'x-nnx-access-token')
  .get(endpoints.customer.userAccounts(), schemas.AccountListSchema, 'user accounts')
  .then(
    (accounts) => show('own-accounts', String(accounts.length)),
    (error) => show('own-accounts', `not shown: ${String(error.message)}`),
  );
