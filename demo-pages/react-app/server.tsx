import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import page from './page.html?raw';

/** The server's half: the page with the app rendered into it, as the browser first gets it. */
export function renderReactPage(): string {
  const app = renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return page.replace('<div id="app"></div>', `<div id="app">${app}</div>`);
}
