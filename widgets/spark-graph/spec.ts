import { elementSpec, typeText } from '../shared/element-attributes';
import { SPARK_PERIODS } from './model/spark-attributes';

/**
 * `<spark-graph>` as its code needs it: its tag, how it handles its attributes and the events it
 * sends. What each means is documented in contract.ts, which no code of the element loads.
 */
export const sparkGraphSpec = elementSpec({
  tag: 'spark-graph',
  attributes: {
    values: {
      kind: 'string',
      property: typeText<readonly (number | null)[]>('readonly (number | null)[]'),
    },
    close: { kind: 'string', type: typeText<number>('number') },
    'instrument-id': { kind: 'string' },
    period: { kind: 'string', values: SPARK_PERIODS },
    area: { kind: 'boolean' },
    gradient: { kind: 'boolean' },
    live: { kind: 'boolean' },
  },
  events: ['bw-error'],
});
