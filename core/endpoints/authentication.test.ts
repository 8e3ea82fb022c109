import { describe } from 'vitest';
import * as authentication from './authentication';
import { AWKWARD_ID as ID, AWKWARD_ID_ENCODED as ENC, itBuildsPaths } from './it-builds-paths';

describe('authentication paths', () => {
  itBuildsPaths(authentication, {
    lunaStart: [[[], '/authentication/v1/methods/luna/start']],
    lunaPoll: [[[], '/authentication/v1/methods/luna/poll']],
    lunaEnrollments: [[[], '/authentication/v1/methods/luna/enrollments']],
    lunaEnrollment: [[[ID], `/authentication/v1/methods/luna/enrollments/${ENC}`]],
    sessions: [[[], '/nnxapi/authentication/v2/sessions']],
    sessionRefresh: [[[], '/nnxapi/authentication/v2/sessions/refresh']],
    mySessionSettings: [[[], '/authentication/v1/my-session-settings']],
    bankIdSeAuthenticationOrders: [
      [['LOGIN'], '/authentication/v1/methods/bankid-se/authentication-orders?useCase=LOGIN'],
      [[], '/authentication/v1/methods/bankid-se/authentication-orders'],
    ],
    bankIdSeOrder: [[[ID], `/authentication/v1/methods/bankid-se/orders/${ENC}`]],
    authorizationTokens: [[[], '/nnxapi/authorization/v1/tokens']],
    myApiKeys: [[[], '/authentication/api/v1/my-api-keys']],
    myApiKey: [
      [[42], '/authentication/api/v1/my-api-keys/42'],
      [[ID], `/authentication/api/v1/my-api-keys/${ENC}`],
    ],
  });
});
