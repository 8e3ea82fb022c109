import { describe } from 'vitest';
import * as transaction from './transaction';
import { itBuildsPaths } from './it-builds-paths';

const NOTES = '/transaction/transaction-and-notes/v1';

describe('transaction paths', () => {
  itBuildsPaths(transaction, {
    externalTransactions: [[[], '/transaction/external/v1/transactions']],
    balanceSummary: [[[], `${NOTES}/balance-summary`]],
    transactionSummary: [[[], `${NOTES}/transaction-summary`]],
    transactionsPage: [
      [[{}], `${NOTES}/transactions/page?country=se&limit=50&offset=0`],
      [
        [{ accids: [11, 12], fromDate: '2024-01-01', limit: 20, offset: 40, country: 'no' }],
        `${NOTES}/transactions/page?accids=11&accids=12&fromDate=2024-01-01&limit=20&offset=40&country=no`,
      ],
      [[{ limit: 500 }], `${NOTES}/transactions/page?limit=200&country=se&offset=0`],
    ],
    transactionFilters: [[[], `${NOTES}/transaction-filters`]],
    updateAcquisitionCost: [[[], `${NOTES}/update-acquisition-cost`]],
    statementPdf: [[[], `${NOTES}/statement/pdf`]],
    notesPdf: [[[], `${NOTES}/notes/pdf`]],
    transactionsCsv: [[[], `${NOTES}/transactions/csv`]],
    buySellDots: [
      [
        [
          {
            accids: [11, 12],
            fromDate: '2024-01-01',
            toDate: '2024-12-31',
            legacyInstrumentId: 16099986,
          },
        ],
        `${NOTES}/buy-sell-dots?accids=11&accids=12&fromDate=2024-01-01&toDate=2024-12-31&legacyInstrumentId=16099986`,
      ],
    ],
    netfondsAccounts: [[[], `${NOTES}/netfonds/accounts`]],
    netfondsTransactions: [
      [[{}], `${NOTES}/netfonds/transactions?country=se&limit=200&offset=0`],
      [
        [{ limit: 1000, offset: 200 }],
        `${NOTES}/netfonds/transactions?limit=200&offset=200&country=se`,
      ],
    ],
    netfondsPdfs: [[[], `${NOTES}/netfonds/pdfs`]],
  });
});
