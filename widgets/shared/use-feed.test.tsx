import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import type { FeedConnectionReport } from '../../demo-pages/sandbox/feed/feed-server';
import { startSandbox, type SandboxClient } from '../../demo-pages/sandbox/sandbox-client';
import type { SubscriptionOptions } from '../../core/socket/feed-client';
import { useFeed } from './use-feed';
import { WidgetProvider } from './widget-context';

/*
 * The hook in a rendered widget, against the real sandbox feed. Node's own WebSocket cannot
 * dispatch its events under jsdom, so the page's WebSocket is the `ws` package's here.
 */

let sandbox: SandboxClient;
beforeAll(async () => {
  vi.stubGlobal('WebSocket', NodeWebSocket);
  sandbox = await startSandbox(7, { feed: { tickIntervalMs: 20, heartbeatIntervalMs: 1_000 } });
  await sandbox.reset();
});
afterAll(async () => {
  await sandbox.json('POST', '/sandbox/feed/drop');
  await sandbox.close();
  vi.unstubAllGlobals();
});

function Quote({ options }: { options: SubscriptionOptions | null }) {
  const { message, error, state } = useFeed(options);
  return (
    <p>
      <span>state {state}</span>{' '}
      <span>
        {message?.type === 'price' ? `last ${message.data.last}` : 'no price'}
        {error ? ` refused: ${error.msg}` : ''}
      </span>
    </p>
  );
}

function renderQuote(options: SubscriptionOptions | null) {
  const tree = (value: SubscriptionOptions | null) => (
    <StrictMode>
      <WidgetProvider host={undefined} apiBase={sandbox.base} feedUrl={sandbox.feedUrl}>
        <Quote options={value} />
      </WidgetProvider>
    </StrictMode>
  );
  const view = render(tree(options));
  return {
    ...view,
    rerenderWith: (value: SubscriptionOptions | null) => view.rerender(tree(value)),
  };
}

const commands = async () =>
  (
    await sandbox.json<{ connections: FeedConnectionReport[] }>('GET', '/sandbox/feed/connections')
  ).body.connections.flatMap((connection) => connection.commands.map((command) => command.cmd));

describe('useFeed', () => {
  it('shows the live price and the connection state, subscribing once despite effects run twice', async () => {
    const { unmount, rerenderWith } = renderQuote({ t: 'price', id: '16099872' });
    expect(await screen.findByText(/^last \d+\.\d+$/)).toBeDefined();
    expect(screen.getByText('state logged-in')).toBeDefined();
    // A new options object with the same key is the same subscription.
    rerenderWith({ t: 'price', id: '16099872' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await commands()).toEqual(['login', 'subscribe']);
    unmount();
    await expect.poll(commands).toEqual(['login', 'subscribe', 'unsubscribe']);
  });

  it('shows the server’s refusal of a key', async () => {
    const { unmount } = renderQuote({ t: 'price', id: '42' });
    expect(await screen.findByText('no price refused: Unknown instrument 42')).toBeDefined();
    unmount();
  });
});
