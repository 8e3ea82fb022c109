import { describe } from 'vitest';
import * as feeAndBilling from './fee-and-billing';
import { itBuildsPaths } from './it-builds-paths';

describe('fee and billing paths', () => {
  itBuildsPaths(feeAndBilling, {
    tiersUser: [[[], '/fee-and-billing/tiers/user']],
    conditions: [
      [['SE', 'RETAIL'], '/fee-and-billing/conditions/SE/RETAIL'],
      [['DK', 'PRIVATE_BANKING'], '/fee-and-billing/conditions/DK/PRIVATE_BANKING'],
    ],
    customerSegments: [[[], '/fee-and-billing/customer-segments']],
  });
});
