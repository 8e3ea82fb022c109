import { SIDES } from '../../core/schemas/enumerations';
import { elementSpec } from '../shared/element-attributes';
import { PANEL_MODES, PANEL_VARIANTS } from './model/panel-modes';

/**
 * `<fund-order-panel>` as its code needs it: its tag, how it handles its attributes and the events it
 * sends. What each means is documented in contract.ts, which no code of the element loads.
 */
export const fundOrderPanelSpec = elementSpec({
  tag: 'fund-order-panel',
  attributes: {
    'instrument-id': { kind: 'string' },
    side: { kind: 'string', values: SIDES },
    variant: { kind: 'string', values: PANEL_VARIANTS },
    mode: { kind: 'string', values: PANEL_MODES },
    accid: { kind: 'string' },
    'redirect-origin': { kind: 'string' },
  },
  events: ['bw-order-placed', 'bw-order-failed', 'bw-order-close', 'bw-not-logged-in'],
});
