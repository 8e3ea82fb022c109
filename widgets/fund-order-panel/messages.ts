import { fundOrderMessages } from '../../core/i18n/messages/fund-order';
import { registerMessages } from '../../core/i18n/translate';

// The panel's texts travel with the panel: other elements of the kit do not carry them.
registerMessages(fundOrderMessages);
