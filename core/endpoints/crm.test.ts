import { describe } from 'vitest';
import * as crm from './crm';
import { AWKWARD_ID as ID, AWKWARD_ID_ENCODED as ENC, itBuildsPaths } from './it-builds-paths';

describe('CRM paths', () => {
  itBuildsPaths(crm, {
    affiliate: [
      [['partner', 'se'], '/crm/v1/affiliate/partner/se'],
      [[ID, ID], `/crm/v1/affiliate/${ENC}/${ENC}`],
    ],
    scriveLink: [[[], '/crm/v1/scrive-link']],
    scriveLinkIdentified: [
      [[{ organizationCountry: 'NO' }], '/crm/v3/scrive-link-identified?organizationCountry=NO'],
      [[], '/crm/v3/scrive-link-identified'],
    ],
    mcAttachmentUpload: [[[], '/crm/v1/mc-attachment/upload']],
    mcAttachmentDelete: [
      [[7, 'scan 1.pdf'], '/crm/v1/mc-attachment/delete/7/scan%201.pdf'],
      [[ID, ID], `/crm/v1/mc-attachment/delete/${ENC}/${ENC}`],
    ],
    mcAttachmentTokens: [
      [[7, 'scan.pdf'], '/crm/v1/mc-attachment/tokens/7/scan.pdf'],
      [[ID, ID], `/crm/v1/mc-attachment/tokens/${ENC}/${ENC}`],
    ],
    onboardingStatus: [[[], '/crm/v1/onboarding/status']],
    onboardingReady: [[[], '/crm/v1/onboarding/ready']],
    onboardingCreationTrigger: [[[], '/crm/v1/onboarding/creation/trigger']],
    onboardingCreate: [[[], '/crm/v1/onboarding/create']],
    onboardingTask: [[[ID], `/crm/v1/onboarding/task/${ENC}`]],
    onboardingFileUploadInitialize: [[[], '/crm/v1/onboarding/file/upload/initialize']],
    actionTasks: [[[], '/crm/v1/action/tasks']],
    notifications: [
      [[], '/crm/v1/notifications'],
      [[{ limit: 20, offset: 40 }], '/crm/v1/notifications?limit=20&offset=40'],
      [[{ limit: 20, offset: undefined }, 'v2'], '/crm/v2/notifications?limit=20'],
    ],
    notificationsUnreadCount: [
      [[], '/crm/v1/notifications/unread-count'],
      [
        [{ excludeOrigin: 'SHAREVILLE' }, 'v2'],
        '/crm/v2/notifications/unread-count?excludeOrigin=SHAREVILLE',
      ],
    ],
    notificationsStatus: [
      [[], '/crm/v1/notifications/status'],
      [['v2'], '/crm/v2/notifications/status'],
    ],
  });
});
