import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
// `broker-widgets/react`: type-checked against the source, bundled from the shipped
// dist/react.js (vite.config.ts, mode react-demo). It uses this app's React, so the page
// carries one.
import { CuratedListCard, FundOrderPanel, SparkGraph } from '../../widgets/react';

/** A small React app of the broker's main site, with the kit's components in it. */
function App() {
  const [heard, setHeard] = useState<string[]>([]);
  const hear = (line: string) => setHeard((lines) => [...lines, line]);
  return (
    <main>
      <h1>A React app with the kit's components</h1>
      <p>
        Volvo B this week{' '}
        <SparkGraph
          className="in-text"
          values="[101.5, 102.2, 101.8, 103.4]"
          close="101"
          locale="en-GB"
          onError={(event) => hear(`Spark error: ${event.detail.message}`)}
        />
      </p>
      <div className="react-columns">
        <CuratedListCard
          list-id="1001"
          locale="en-GB"
          onListOpen={(event) => {
            event.preventDefault();
            hear(`The app routes to ${event.detail.href}`);
          }}
        />
        <FundOrderPanel
          instrument-id="16100102"
          locale="en-GB"
          onOrderPlaced={(event) =>
            hear(`The app heard of ${event.detail.side} order ${event.detail.orderId}`)
          }
          onNotLoggedIn={() => hear('The reader is not logged in')}
        >
          <p slot="logged-out">Log in to buy this fund.</p>
        </FundOrderPanel>
      </div>
      <section aria-label="What the app heard">
        <ul>
          {heard.map((line, at) => (
            <li key={at}>{line}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}

const root = document.getElementById('app');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
