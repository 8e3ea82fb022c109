import { runSparkPage } from './spark-page';

/** SVG polylines as static HTML: the bench worked out their points, the page only shows them. */
runSparkPage({});
