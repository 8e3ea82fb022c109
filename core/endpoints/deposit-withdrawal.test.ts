import { describe } from 'vitest';
import * as depositWithdrawal from './deposit-withdrawal';
import { AWKWARD_ID as ID, AWKWARD_ID_ENCODED as ENC, itBuildsPaths } from './it-builds-paths';

const BASE = '/deposit-withdrawal/v1';

describe('deposit and withdrawal paths', () => {
  itBuildsPaths(depositWithdrawal, {
    trustlyDeposits: [[[], `${BASE}/trustly-deposits`]],
    deposit: [[[ID], `${BASE}/deposits/${ENC}`]],
    expressInfo: [[[], `${BASE}/express/info`]],
    verifiedAccountsTrustly: [[[], `${BASE}/verified-accounts/trustly`]],
    externalBankAccounts: [[[], `${BASE}/bank-accounts/external`]],
    externalBankAccount: [[[ID], `${BASE}/bank-accounts/external/${ENC}`]],
    externalBankAccountByAccountNumber: [
      [['1234 56/7'], `${BASE}/bank-accounts/external/account-number/1234%2056%2F7`],
    ],
    externalBankAccountVerification: [
      [[ID], `${BASE}/bank-accounts/external/verifications/${ENC}`],
    ],
    connections: [
      [[], `${BASE}/connections`],
      [['tink', 12], `${BASE}/connections/tink/12`],
      [[ID], `${BASE}/connections/${ENC}`],
    ],
    depositAccountAccess: [[[], `${BASE}/deposit/account-access`]],
  });
});
