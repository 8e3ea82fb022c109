import type { WidgetErrorDetail } from '../shared/widget-error';

/*
 * The detail of `<spark-graph>`'s one event. The contract names it (contract.ts), and the
 * spark sends it through its `emit`, typed by that contract.
 */

/** Detail of `bw-error`: the attributes cannot be drawn, or the series could not be loaded. */
export type SparkErrorDetail = WidgetErrorDetail;
