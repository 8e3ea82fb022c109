import { elementSpec, typeText } from '../shared/element-attributes';
import { CHART_TIME_ZONES, INSTRUMENT_KINDS } from './model/graph-instrument';

/**
 * `<price-graph>` as its code needs it: its tag, how it handles its attributes and the events it
 * sends. What each means is documented in contract.ts, which no code of the element loads.
 */
export const priceGraphSpec = elementSpec({
  tag: 'price-graph',
  attributes: {
    'instrument-id': { kind: 'string' },
    'instrument-type': { kind: 'string', values: INSTRUMENT_KINDS },
    'instrument-name': { kind: 'string' },
    country: {
      kind: 'string',
      values: Object.keys(CHART_TIME_ZONES) as (keyof typeof CHART_TIME_ZONES)[],
    },
    'graph-identifier': { kind: 'string' },
    features: { kind: 'string' },
    'comparator-limit': { kind: 'string', type: typeText<number>('number') },
    'historical-download': { kind: 'boolean' },
  },
  events: ['bw-error', 'bw-graph-drawn'],
});
