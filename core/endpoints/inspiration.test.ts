import { describe } from 'vitest';
import * as inspiration from './inspiration';
import { AWKWARD_ID as ID, AWKWARD_ID_ENCODED as ENC, itBuildsPaths } from './it-builds-paths';

describe('inspiration paths', () => {
  itBuildsPaths(inspiration, {
    curatedLists: [[[], '/inspiration/v1/curated-lists']],
    curatedList: [
      [['nordic-dividends'], '/inspiration/v1/curated-lists/nordic-dividends'],
      [[42], '/inspiration/v1/curated-lists/42'],
      [[ID], `/inspiration/v1/curated-lists/${ENC}`],
    ],
    topics: [[[], '/inspiration/v1/topics']],
    sectionedPreviews: [[[], '/inspiration/v1/sectioned-previews']],
    customerFeedback: [[[], '/inspiration/v1/customer-feedback']],
    savingsGoals: [[[], '/inspiration/v1/savings-goals']],
    savingsGoal: [[[ID], `/inspiration/v1/savings-goals/${ENC}`]],
    savingsGoalsAllowedAccounts: [[[], '/inspiration/v1/savings-goals/allowed-accounts']],
  });
});
