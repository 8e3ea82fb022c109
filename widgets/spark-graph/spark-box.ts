import type { ReservedBox } from '../shared/reserved-box';

/**
 * The spark's box: a line of text's height and its container's width by default, whatever its
 * data; a page's own rules on `spark-graph` (width, height, inline-block) win over it.
 */
export const SPARK_BOX: ReservedBox = { host: { display: 'block', height: '2.5em' } };
