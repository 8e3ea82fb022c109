import { describe } from 'vitest';
import * as position from './position';
import { itBuildsPaths } from './it-builds-paths';

describe('securities transfer paths', () => {
  itBuildsPaths(position, {
    securitiesTransferProviders: [
      [[], '/position/securities-transfer/external/v1/transfer/providers'],
    ],
    securitiesTransferAccounts: [
      [[], '/position/securities-transfer/external/v1/transfer/accounts'],
    ],
    securitiesTransferSubmit: [[[], '/position/securities-transfer/external/v1/transfer/submit']],
  });
});
