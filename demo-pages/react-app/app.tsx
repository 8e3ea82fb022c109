import { useCallback, useState } from 'react';
// `broker-widgets/react`: type-checked against the source, bundled from the shipped
// dist/react/ (vite.config.ts, modes react-demo and react-demo-server). It uses this app's
// React, so the page carries one.
import {
  CuratedListCard,
  FundOrderPanel,
  PriceGraph,
  SparkGraph,
  type ListOpenDetail,
  type ListPreviewInput,
  type OrderPlacedDetail,
  type SparkErrorDetail,
} from '../../widgets/react';

/*
 * A page of the broker's main site, a React app rendered on the server and hydrated in the
 * browser: the kit's components with array and object props, stable handlers, and props that
 * change with the app's state.
 */

const INSTRUMENTS = [
  { id: '16099872', name: 'Volvo B' },
  { id: '16099873', name: 'Ericsson B' },
] as const;

/** Two weeks of closes for the spark, as the app might have them from its own API. */
const WEEKS: readonly (readonly number[])[] = [
  [101.5, 102.2, 101.8, 103.4],
  [103.4, 102.9, 104.1, 104.8, 104.2],
];

/** The editors' list, an object the app holds. */
const EDITORS_PICK: ListPreviewInput = {
  id: 'editors-pick',
  displayName: 'Editors’ pick',
  views: 2450,
  badges: ['NEW'],
  instrumentPreviews: [],
  instrumentCount: 3,
};

/** A list as a CMS field hands it over: JSON text. */
const FROM_THE_CMS = JSON.stringify({
  id: 'dividend-kings',
  displayName: 'Dividend kings',
  views: '1532',
  badges: ['TRENDING'],
  instrumentCount: 8,
});

const money = (amount: { value: number; currency: string }) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: amount.currency }).format(
    amount.value,
  );

export function App() {
  const [instrument, setInstrument] = useState<(typeof INSTRUMENTS)[number]>(INSTRUMENTS[0]);
  const [week, setWeek] = useState(0);
  const [list, setList] = useState<ListPreviewInput | string>(EDITORS_PICK);
  const [orders, setOrders] = useState<OrderPlacedDetail[]>([]);
  const [heard, setHeard] = useState<string[]>([]);
  const hear = useCallback((line: string) => setHeard((lines) => [...lines, line]), []);

  // Stable handlers, as an app writes them with useCallback: hydration must not lose them.
  const onOrderPlaced = useCallback(
    (event: CustomEvent<OrderPlacedDetail>) => setOrders((placed) => [...placed, event.detail]),
    [],
  );
  const onListOpen = useCallback(
    (event: CustomEvent<ListOpenDetail>) => {
      event.preventDefault();
      hear(`The app routes to ${event.detail.href}`);
    },
    [hear],
  );
  const onNotLoggedIn = useCallback(() => hear('The reader is not logged in'), [hear]);
  const onSparkError = useCallback(
    (event: CustomEvent<SparkErrorDetail>) => hear(`Spark error: ${event.detail.message}`),
    [hear],
  );
  const last = orders.at(-1);

  return (
    <main>
      <h1>The broker’s main site, rendered on the server</h1>
      <p>
        {instrument.name} this week{' '}
        <SparkGraph
          className="in-text"
          values={WEEKS[week]}
          close={101}
          locale="en-GB"
          onError={onSparkError}
        />{' '}
        <button type="button" onClick={() => setWeek((shown) => (shown + 1) % WEEKS.length)}>
          {week === 0 ? 'Show next week' : 'Show last week'}
        </button>
      </p>

      <label>
        Instrument{' '}
        <select
          value={instrument.id}
          onChange={(event) =>
            setInstrument(INSTRUMENTS.find((i) => i.id === event.target.value) ?? INSTRUMENTS[0])
          }
        >
          {INSTRUMENTS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <PriceGraph
        instrumentId={instrument.id}
        instrumentName={instrument.name}
        graphIdentifier="react-main-site"
        locale="en-GB"
      />

      <div className="react-columns">
        <div>
          <CuratedListCard list={list} locale="en-GB" onListOpen={onListOpen} />
          <p>
            <button type="button" onClick={() => setList(FROM_THE_CMS)}>
              Show the CMS list (JSON text)
            </button>{' '}
            <button type="button" onClick={() => setList(EDITORS_PICK)}>
              Show the editors’ pick (an object)
            </button>
          </p>
        </div>
        <FundOrderPanel
          instrumentId="16100102"
          locale="en-GB"
          onOrderPlaced={onOrderPlaced}
          onNotLoggedIn={onNotLoggedIn}
        >
          <p slot="logged-out">Log in to buy this fund.</p>
        </FundOrderPanel>
      </div>

      <section aria-label="What the app heard">
        <p role="status">
          {last
            ? `Your last order: ${last.side} ${last.amount ? money(last.amount) : `${String(last.percent)} %`}, order ${last.orderId}`
            : 'No order placed yet.'}
        </p>
        <ul>
          {heard.map((line, at) => (
            <li key={at}>{line}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}
