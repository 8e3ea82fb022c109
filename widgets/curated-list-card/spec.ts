import type { ListPreviewInput } from '../../core/schemas/list-preview';
import { elementSpec, typeText } from '../shared/element-attributes';

/**
 * `<curated-list-card>` as its code needs it: its tag, how it handles its attributes and the events it
 * sends. What each means is documented in contract.ts, which no code of the element loads.
 */
export const curatedListCardSpec = elementSpec({
  tag: 'curated-list-card',
  attributes: {
    'list-id': { kind: 'string' },
    list: { kind: 'json', property: typeText<ListPreviewInput>('ListPreviewInput') },
    compact: { kind: 'boolean' },
  },
  events: ['bw-list-open', 'bw-error'],
});
