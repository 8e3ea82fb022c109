import { describe } from 'vitest';
import * as signup from './signup';
import { itBuildsPaths } from './it-builds-paths';

describe('signup paths', () => {
  itBuildsPaths(signup, {
    cddAnswerSessions: [
      [[], '/signup/v1/cdd/answer-sessions'],
      [['v3'], '/signup/v3/cdd/answer-sessions'],
    ],
    cddQuestionPages: [[['v2'], '/signup/v2/cdd/question-pages']],
    riskCalculation: [[[], '/signup/v1/risk-calculation']],
    step: [
      [['validation'], '/signup/v1/steps/validation'],
      [['contact-info'], '/signup/v1/steps/contact-info'],
      [['account-picker'], '/signup/v1/steps/account-picker'],
      [['account-alias'], '/signup/v1/steps/account-alias'],
      [['citizenship'], '/signup/v1/steps/citizenship'],
      [['residency'], '/signup/v1/steps/residency'],
      [['tax-info'], '/signup/v1/steps/tax-info'],
      [['kyc', 'v2'], '/signup/v2/steps/kyc'],
      [['milestones', 'v3'], '/signup/v3/steps/milestones'],
    ],
  });
});
