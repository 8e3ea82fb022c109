// The partner's own embed: load the kit from the broker's CDN (the sandbox here) and point it
// at the broker API. The sandbox URL is read from a meta tag the host fills in.
const sandbox = document.querySelector('meta[name="broker-sandbox"]')?.getAttribute('content');
const kit = await import(`${sandbox}/dist/broker-widgets.js`);
kit.configure({ apiBase: sandbox, siteBase: sandbox });
// The sandbox's persona switcher, where the page has a place for it.
// (A root-relative specifier: served by the partner host from the demo pages, not a file here.)
const switcher = '/persona-switcher.js';
if (document.getElementById('persona-switcher')) await import(switcher);

export {};
