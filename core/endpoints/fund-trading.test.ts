import { describe } from 'vitest';
import * as fundTrading from './fund-trading';
import { itBuildsPaths } from './it-builds-paths';

describe('fund trading paths', () => {
  itBuildsPaths(fundTrading, {
    trades: [[[], '/fund-trading/v1/trades']],
    placeFundOrder: [[[], '/fund-trading/v1/fund-orders']],
    fundOrders: [[[], '/fund-trading/v2/fund-orders']],
  });
});
