// The live prices page: the kit's feed client on a plain page. Every row is one price
// subscription (plus one trading-status subscription); the buttons drive the sandbox's feed
// controls (README, "Live feed").

// Loaded from the URL a partner would use; typed from the kit's source.
const KIT_URL = '/dist/broker-widgets.js';
/** @type {typeof import('../widgets/index')} */
const { feed } = await import(KIT_URL);
// Top-level await needs a module, also in the type checker's eyes.
export {};

/** @type {{ id: string, symbol: string, name: string, market: string }[]} */
const STOCKS = [
  { id: '16099872', symbol: 'VOLV B', name: 'Volvo B', market: 'SSE' },
  { id: '16099873', symbol: 'ERIC B', name: 'Ericsson B', market: 'SSE' },
  { id: '16099870', symbol: 'EQNR', name: 'Equinor', market: 'OSE' },
  { id: '16099869', symbol: 'NOVO B', name: 'Novo Nordisk B', market: 'CSE' },
  { id: '16099871', symbol: 'NOKIA', name: 'Nokia', market: 'HSE' },
];
const INDEX = { i: 'OMXS30', m: 'SSE' };

/** @type {Record<import('../widgets/index').FeedConnectionState, string>} */
const STATE_TEXT = {
  connecting: 'Connecting…',
  open: 'Logging in…',
  'logged-in': 'Live',
  idle: 'Idle',
  offline: 'Offline',
};

const client = feed();
const stateOutput = /** @type {HTMLOutputElement} */ (document.getElementById('feed-state'));
const reconnectButton = /** @type {HTMLButtonElement} */ (document.getElementById('reconnect'));
const log = document.getElementById('event-log');
const note = document.getElementById('market-note');
const body = document.getElementById('quotes');

/** @param {string} text */
function logLine(text) {
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString('en-GB')} ${text}`;
  log?.prepend(item);
  while (log && log.children.length > 30) log.lastElementChild?.remove();
}

client.state.subscribe((state) => {
  stateOutput.textContent = STATE_TEXT[state] ?? state;
  stateOutput.dataset.state = state;
  reconnectButton.disabled = state !== 'offline';
  logLine(`connection: ${state}`);
  if (state === 'logged-in') void showServerSubscriptions();
});

/**
 * One row of the table: its cells by column name.
 * @param {string} label
 * @param {string} title
 */
function addRow(label, title) {
  const row = document.createElement('tr');
  const head = document.createElement('th');
  head.scope = 'row';
  head.textContent = label;
  head.title = title;
  row.append(head);
  /** @param {string} column */
  const cell = (column) => {
    const element = document.createElement('td');
    element.className = column;
    element.textContent = '–';
    row.append(element);
    return element;
  };
  const cells = {
    last: cell('last'),
    bid: cell('bid'),
    ask: cell('ask'),
    change: cell('change'),
    status: cell('status'),
    updated: cell('updated'),
  };
  body?.append(row);
  return cells;
}

const number = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});
const percent = new Intl.NumberFormat('en-GB', {
  style: 'percent',
  minimumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

/**
 * @param {HTMLTableCellElement} cell
 * @param {number | null | undefined} value
 */
function showNumber(cell, value) {
  const text = value === null || value === undefined ? '–' : number.format(value);
  if (cell.textContent === text) return;
  const before = Number.parseFloat((cell.textContent ?? '').replaceAll(',', ''));
  cell.textContent = text;
  if (typeof value === 'number' && Number.isFinite(before)) {
    cell.classList.toggle('up', value > before);
    cell.classList.toggle('down', value < before);
  }
  cell.classList.add('flash');
  setTimeout(() => cell.classList.remove('flash'), 400);
}

/** The first price the page saw per row, for the change since the page opened. */
const firstLast = new Map();

for (const stock of STOCKS) {
  const cells = addRow(stock.symbol, `${stock.name} (${stock.market})`);
  cells.last.dataset.instrument = stock.id;
  client.subscribe({ t: 'price', id: stock.id }, (message) => {
    if (message.type === 'err') {
      cells.status.textContent = `refused: ${message.data.msg}`;
      return;
    }
    const { last, bid, ask, tick_timestamp: at } = message.data;
    if (!firstLast.has(stock.id) && typeof last === 'number') firstLast.set(stock.id, last);
    showNumber(cells.last, last);
    showNumber(cells.bid, bid);
    showNumber(cells.ask, ask);
    const first = firstLast.get(stock.id);
    cells.change.textContent =
      typeof last === 'number' && first ? percent.format((last - first) / first) : '–';
    cells.updated.textContent = time.format(at);
  });
  client.subscribe({ t: 'trading_status', id: stock.id }, (message) => {
    if (message.type === 'trading_status') {
      cells.status.textContent = message.data.status.replaceAll('_', ' ').toLowerCase();
      if (message.data.status === 'CLOSED' && note) {
        note.textContent =
          'Some markets are closed, so their prices hold the last close. “Replay a trading day” runs the sandbox market from a past trading morning.';
      }
    }
  });
}

const indexCells = addRow(INDEX.i, 'Index, Nasdaq Stockholm');
client.subscribe({ t: 'indicator', ...INDEX }, (message) => {
  if (message.type !== 'indicator') return;
  const { last } = message.data;
  if (!firstLast.has(INDEX.i)) firstLast.set(INDEX.i, last);
  showNumber(indexCells.last, last);
  indexCells.change.textContent = percent.format(
    (last - firstLast.get(INDEX.i)) / firstLast.get(INDEX.i),
  );
  indexCells.status.textContent = 'index';
  indexCells.updated.textContent = time.format(message.data.tick_timestamp);
});

async function showServerSubscriptions() {
  const output = document.getElementById('server-subscriptions');
  try {
    const response = await fetch('/sandbox/feed/connections');
    /** @type {{ connections: { subscriptions: unknown[] }[] }} */
    const { connections } = await response.json();
    const held = connections.reduce((sum, each) => sum + each.subscriptions.length, 0);
    if (output) output.textContent = `${held} subscriptions on ${connections.length} connection(s)`;
  } catch {
    if (output) output.textContent = 'an unknown number of subscriptions';
  }
}
setInterval(showServerSubscriptions, 2_000);

document.getElementById('drop')?.addEventListener('click', async () => {
  const response = await fetch('/sandbox/feed/drop', { method: 'POST' });
  const { dropped } = await response.json();
  logLine(`the sandbox dropped ${dropped} connection(s)`);
});

document.getElementById('replay')?.addEventListener('click', async () => {
  // The last weekday before today, 09:00 UTC: inside trading hours on all four exchanges.
  const day = new Date();
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  day.setUTCHours(9, 0, 0, 0);
  await fetch('/sandbox/feed/controls', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ marketTime: day.toISOString() }),
  });
  logLine(`the sandbox market replays from ${day.toISOString()}`);
  if (note)
    note.textContent = `Replaying the market from ${time.format(day)} on ${day.toDateString()}.`;
});

reconnectButton.addEventListener('click', () => client.reconnect());
