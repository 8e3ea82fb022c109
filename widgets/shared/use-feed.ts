import { signal, type ReadonlySignal } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import { feedClientFor } from '../../core/socket/feed-registry';
import type {
  FeedConnectionState,
  FeedErrorMessage,
  FeedMessageOf,
  SubscriptionOptions,
} from '../../core/socket/feed-client';
import { subscriptionKey } from '../../core/socket/subscription-key';
import { SubscriptionArgsSchema } from '../../core/schemas/live-data';
import { parse } from '../../core/schemas/parse-boundary';
import { useSignalValue } from './use-signal-value';
import { useWidget } from './widget-context';

/** What a widget sees of one live subscription. */
export interface FeedView<O extends SubscriptionOptions> {
  /** The latest data message, `undefined` until the first arrives. */
  message: FeedMessageOf<O['t']> | undefined;
  /** Set when the server refused the subscription (its `err`). */
  error: FeedErrorMessage['data'] | undefined;
  /** The connection state of the widget's feed, to show stale data as such; `offline` for `null`. */
  state: FeedConnectionState;
}

/**
 * Subscribes the widget to one live feed key (a price, depth, trade, trading status, indicator or
 * news key; docs/rules.md#live-data) on the page's shared client for the widget's `feed-url`, for
 * as long as it is mounted; `null` subscribes to nothing. The subscription follows the options'
 * key, not their object identity, so a new options object each render does not resubscribe; and the
 * client defers unsubscribing by a tick, so an element moved in the DOM or an effect run twice
 * never reaches the server. Invalid options throw "Invalid subscription options" during render, for
 * the widget's error boundary.
 */
/** The state shown while subscribed to nothing: no connection is open for the widget. */
const NO_FEED: ReadonlySignal<FeedConnectionState> = signal('offline');

export function useFeed<O extends SubscriptionOptions>(options: O | null): FeedView<O> {
  const { feedUrl, apiBase } = useWidget();
  const args =
    options === null ? null : parse(SubscriptionArgsSchema, options, 'subscription options');
  // The page's connection opens for the first subscription, not for a widget showing nothing
  // live yet (a graph before its data has come): it would compete with that data.
  const client = args === null ? undefined : feedClientFor(feedUrl, apiBase);
  const key = args === null ? null : subscriptionKey(args);
  const [view, setView] = useState<Omit<FeedView<O>, 'state'> & { key: string | null }>({
    key,
    message: undefined,
    error: undefined,
  });

  useEffect(() => {
    if (args === null || client === undefined) return undefined;
    return client.subscribe(args, (message) => {
      setView(
        message.type === 'err'
          ? { key, message: undefined, error: message.data }
          : { key, message: message as FeedMessageOf<O['t']>, error: undefined },
      );
    });
    // `key` stands for `args`: resubscribe when it changes, not when the object does.
  }, [client, key]);

  const state = useSignalValue(client?.state ?? NO_FEED);
  // A view left from the previous key is not shown for the new one.
  return view.key === key
    ? { message: view.message, error: view.error, state }
    : { message: undefined, error: undefined, state };
}
