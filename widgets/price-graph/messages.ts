import { priceGraphMessages } from '../../core/i18n/messages/price-graph';
import { registerMessages } from '../../core/i18n/translate';

// The graph's texts travel with the graph: other elements of the kit do not carry them.
registerMessages(priceGraphMessages);
