import '../widgets/curated-list-card/messages';
import '../widgets/fund-order-panel/messages';
import '../widgets/price-graph/messages';
import '../widgets/spark-graph/messages';
import { loadAllTexts } from '../core/i18n/translate';

// Elements load the texts of the language they show before they render; tests of the parts
// below them (components, models) start with every widget's texts in every language loaded.
await loadAllTexts();
