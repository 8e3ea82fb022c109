import '../widgets/curated-list-card/texts';
import '../widgets/fund-order-panel/texts';
import '../widgets/price-graph/texts';
import '../widgets/spark-graph/texts';
import { loadAllTexts } from '../core/i18n/translate';

// Elements load the texts of the language they show before they render; tests of the parts
// below them (components, models) start with every widget's texts in every language loaded.
await loadAllTexts();
