import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';

/*
 * The browser's half of the server-rendered page: React hydrates the HTML the server wrote.
 * A mismatch React recovers from is a bug of the page; it is logged, and listed on the window
 * for the end-to-end test.
 */
const mismatches: string[] = [];
Object.assign(window, { hydrationErrors: mismatches });

const root = document.getElementById('app');
if (root) {
  hydrateRoot(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
    {
      onRecoverableError: (error) => {
        mismatches.push(String(error));
        console.error('Hydration error', error);
      },
    },
  );
}
