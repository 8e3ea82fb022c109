import { describe } from 'vitest';
import * as customerMessage from './customermessage';
import { itBuildsPaths } from './it-builds-paths';

describe('customer message paths', () => {
  itBuildsPaths(customerMessage, {
    notifications: [[[], '/customermessage/external/v1/notifications']],
  });
});
