import { describe } from 'vitest';
import * as requiredAction from './required-action';
import { itBuildsPaths } from './it-builds-paths';

describe('required action paths', () => {
  itBuildsPaths(requiredAction, {
    actions: [
      [[], '/required-action/v1/actions'],
      [['v2'], '/required-action/v2/actions'],
    ],
    questionnaires: [
      [[], '/required-action/v1/questionnaires'],
      [['v2'], '/required-action/v2/questionnaires'],
    ],
    results: [[['v2'], '/required-action/v2/results']],
    answers: [[[], '/required-action/v1/answers']],
  });
});
