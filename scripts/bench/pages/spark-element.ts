import { runSparkPage } from './spark-page';

/**
 * `<spark-graph>`: the page's head loads the kit's element; a chart is drawn once its shadow
 * root holds its line.
 */
runSparkPage({
  ready: () => customElements.whenDefined('spark-graph'),
  allDrawn: () =>
    [...document.querySelectorAll('spark-graph')].every((spark) =>
      spark.shadowRoot?.querySelector('polyline'),
    ),
});
