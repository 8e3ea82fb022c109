import { describe } from 'vitest';
import * as personalization from './personalization';
import { itBuildsPaths } from './it-builds-paths';

describe('personalization paths', () => {
  itBuildsPaths(personalization, {
    aggregate: [[[], '/personalization/aggregate']],
    tasks: [[[], '/personalization/tasks']],
    onboardingAnswers: [[[], '/personalization/onboarding-answers']],
    notes: [[[], '/personalization/notes']],
    watchlists: [[[], '/personalization/watchlists']],
  });
});
