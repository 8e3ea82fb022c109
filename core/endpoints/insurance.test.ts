import { describe } from 'vitest';
import * as insurance from './insurance';
import { AWKWARD_ID as ID, AWKWARD_ID_ENCODED as ENC, itBuildsPaths } from './it-builds-paths';

describe('insurance paths', () => {
  itBuildsPaths(insurance, {
    epkPensionProvider: [[[], '/insurance/epk/pension-provider']],
    epkPrognoses: [[[], '/insurance/epk/prognoses']],
    epkViewableAccounts: [[[], '/insurance/epk/viewable-accounts']],
    epkStatementValues: [[[], '/insurance/epk/statement-values']],
    epkOutpaymentSettings: [[[], '/insurance/epk/outpayment-settings']],
    investmentAdviceAssess: [[[], '/insurance/investment-advice/assess']],
    investmentAdviceAnswer: [[[], '/insurance/investment-advice/answer']],
    investmentAdviceReset: [[[], '/insurance/investment-advice/reset']],
    investmentAdviceHistory: [[[], '/insurance/investment-advice/history']],
    investmentAdviceDocument: [[[], '/insurance/investment-advice/document']],
    investmentAdvicePortfolioGroups: [[[], '/insurance/investment-advice/portfolio-groups']],
    riskAssessments: [[[], '/insurance/risk-assessments']],
    investmentAdvice: [[[ID], `/insurance/investment-advices/${ENC}`]],
    investmentAdvicePdf: [[[ID], `/insurance/investment-advices/${ENC}/pdf`]],
    portfoliosAllocations: [[[], '/insurance/portfolios/allocations']],
    documents: [[[], '/insurance/documents']],
  });
});
