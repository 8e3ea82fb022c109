/**
 * Every stylesheet of the kit, before any widget's code: the widgets' (widgets/<tag>/
 * stylesheets.ts) and the shared parts', so that in the one-file kit their texts lie side by
 * side at the top of the file.
 */
import './curated-list-card/stylesheets';
import './fund-order-panel/stylesheets';
import './price-graph/stylesheets';
import './spark-graph/stylesheets';

import.meta.glob('./shared/*.css.ts', { eager: true });
