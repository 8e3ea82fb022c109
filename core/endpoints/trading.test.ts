import { describe } from 'vitest';
import * as trading from './trading';
import { itBuildsPaths } from './it-builds-paths';

describe('trading paths', () => {
  itBuildsPaths(trading, {
    validOrderBookOperations: [
      [
        [{ tradingOrderBookId: 'SSE101', accids: [1, 2] }],
        '/trading/v1/valid-order-book-operations?tradingOrderBookId=SSE101&accids=1&accids=2',
      ],
      [[{ tradingOrderBookId: 5 }], '/trading/v1/valid-order-book-operations?tradingOrderBookId=5'],
    ],
  });
});
