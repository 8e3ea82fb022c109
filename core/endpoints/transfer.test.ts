import { describe } from 'vitest';
import * as transfer from './transfer';
import { itBuildsPaths } from './it-builds-paths';

describe('transfer paths', () => {
  itBuildsPaths(transfer, {
    powersOfAttorney: [[[], '/transfer/v1/powers-of-attorney']],
    danishTransferCases: [[[], '/transfer/v1/danish-transfer-cases']],
    swedishTransferCases: [[[], '/transfer/v1/swedish-transfer-cases']],
    login: [[[], '/transfer/v1/login']],
    refresh: [[[], '/transfer/v1/refresh']],
    cancel: [[[], '/transfer/v1/cancel']],
    pensionTransfers: [[[], '/transfer/v1/pension-transfers']],
    initiate: [[[], '/transfer/v1/initiate']],
    transferCards: [
      [[{ fromDate: '2024-01-31' }], '/transfer/v1/transfer-cards?fromDate=2024-01-31'],
      [[], '/transfer/v1/transfer-cards'],
    ],
    consents: [[[], '/transfer/v1/consents']],
  });
});
