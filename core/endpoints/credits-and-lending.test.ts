import { describe } from 'vitest';
import * as creditsAndLending from './credits-and-lending';
import { itBuildsPaths } from './it-builds-paths';

describe('credits and lending paths', () => {
  itBuildsPaths(creditsAndLending, {
    intradayLimitActivation: [
      [['SE'], '/credits-and-lending/v1/intraday-limit/activation/SE'],
      [['FI'], '/credits-and-lending/v1/intraday-limit/activation/FI'],
    ],
  });
});
