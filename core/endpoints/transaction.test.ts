import { describe } from 'vitest';
import * as transaction from './transaction';
import { itBuildsPaths } from './it-builds-paths';

const NOTES = '/transaction/transaction-and-notes/v1';

describe('transaction paths (SPEC §7)', () => {
  itBuildsPaths(transaction, {
    externalTransactions: [[[], '/transaction/external/v1/transactions']],
    balanceSummary: [[[], `${NOTES}/balance-summary`]],
    transactionSummary: [[[], `${NOTES}/transaction-summary`]],
    transactionsPage: [[[], `${NOTES}/transactions/page`]],
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
    netfondsTransactions: [[[], `${NOTES}/netfonds/transactions`]],
    netfondsPdfs: [[[], `${NOTES}/netfonds/pdfs`]],
  });
});
