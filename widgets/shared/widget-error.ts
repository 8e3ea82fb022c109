/**
 * Detail of `bw-error`, the one error event of every element: what went wrong, and for a failed
 * request its URL. It bubbles and crosses shadow roots, so one listener on the document hears
 * every element of the page.
 */
export interface WidgetErrorDetail {
  message: string;
  /** The request that failed, when a request failed. */
  url?: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'bw-error': CustomEvent<WidgetErrorDetail>;
  }
}
