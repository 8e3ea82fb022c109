import type { WidgetErrorDetail } from '../shared/widget-error';

/*
 * The details of `<curated-list-card>`'s events. The contract names them (contract.ts), and
 * the card sends them through its element's `emit`, typed by that contract.
 */

/** Detail of `bw-list-open`, fired before the card navigates; cancel it to route yourself. */
export interface ListOpenDetail {
  id: string;
  slug: string | undefined;
  href: string;
}

/** Detail of `bw-error`, fired when the list cannot be loaded or shown. */
export type ListErrorDetail = WidgetErrorDetail;
