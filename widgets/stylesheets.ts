/*
 * Every stylesheet of the kit, evaluated before any widget's code. Each style module registers
 * its CSS with the kit's shadow-root sheet as it loads (widgets/shared/shadow-styles.ts), and the
 * bundler writes modules in the order they are evaluated: gathered here, the stylesheets' texts
 * lie side by side at the top of the file, where the compressor finds the rules they share
 * (about 1.6 KB gzip of the one-file kit). Each widget's element module imports its own
 * `stylesheets.ts` first, which gathers the widget's style modules by pattern, so a new one needs
 * no listing; an element file gets its widget's, and the one-file kit these four and the shared
 * parts'. The kit's rules do not depend on this order: where one class must win over another on
 * the same element, its selector is the more specific.
 */
import './curated-list-card/stylesheets';
import './fund-order-panel/stylesheets';
import './price-graph/stylesheets';
import './spark-graph/stylesheets';

import.meta.glob('./shared/*.css.ts', { eager: true });
