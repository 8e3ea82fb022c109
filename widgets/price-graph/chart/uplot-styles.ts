import uPlotCss from 'uplot/dist/uPlot.min.css?inline';
import { registerKitCss } from '../../shared/shadow-styles';

// uPlot does not inject its own CSS, and a document stylesheet would not reach the shadow root: it
// joins the kit's adopted sheet when the graph loads.
registerKitCss(uPlotCss);
