import type { WidgetErrorDetail } from '../shared/widget-error';

/*
 * The details of `<price-graph>`'s events. The contract names them (contract.ts), and the
 * graph sends them through its element's `emit`, typed by that contract.
 */

/** Detail of `bw-error` from the graph: it could not be shown (the error is tracked). */
export type GraphErrorDetail = WidgetErrorDetail;

/** Detail of `bw-graph-drawn`: the chart drew a frame with this many points. */
export interface GraphDrawnDetail {
  points: number;
}
