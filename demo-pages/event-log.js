// Shows the kit's events on a demo page, and keeps the page from leaving on a card click so a
// reader can see what a host page receives. Hold Ctrl/Cmd (or middle-click) to follow the link.
const log = document.querySelector('#event-log');
/** @param {Event} event */
const show = (event) => {
  const item = document.createElement('li');
  const from = event.target instanceof Element ? event.target.localName : '?';
  const detail = event instanceof CustomEvent ? JSON.stringify(event.detail) : '';
  item.textContent = `${event.type} from <${from}> ${detail}`;
  log?.prepend(item);
};
for (const type of [
  'bw-error',
  'bw-order-placed',
  'bw-order-failed',
  'bw-order-close',
  'bw-not-logged-in',
]) {
  document.addEventListener(type, show);
}
document.addEventListener('bw-list-open', (event) => {
  show(event);
  if (document.body.dataset.keepPage === 'true') event.preventDefault();
});
