import { describe } from 'vitest';
import * as exchangeTrading from './exchange-trading';
import { itBuildsPaths } from './it-builds-paths';

describe('exchange trading paths', () => {
  itBuildsPaths(exchangeTrading, {
    algoOrders: [[[], '/exchange-trading/v1/algo-orders']],
  });
});
