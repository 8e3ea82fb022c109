import { describe } from 'vitest';
import * as shareville from './shareville';
import { AWKWARD_ID as ID, AWKWARD_ID_ENCODED as ENC, itBuildsPaths } from './it-builds-paths';

describe('Shareville paths', () => {
  itBuildsPaths(shareville, {
    contents: [
      [[], '/shareville/v1/contents'],
      [['v4'], '/shareville/v4/contents'],
    ],
    threads: [[['v2'], '/shareville/v2/threads']],
    votes: [[[], '/shareville/v1/votes']],
    discover: [
      [['instruments'], '/shareville/v1/discover/instruments'],
      [
        ['profiles', { sort: { field: 'followers', descending: true } }],
        '/shareville/v1/discover/profiles?sort=-followers',
      ],
      [['groups', { sort: { field: 'name' } }, 'v3'], '/shareville/v3/discover/groups?sort=name'],
      [
        ['groups', { sort: { field: 'name', descending: false } }],
        '/shareville/v1/discover/groups?sort=name',
      ],
      [['instruments', { sort: undefined }], '/shareville/v1/discover/instruments'],
    ],
    notifications: [[[], '/shareville/v1/notifications']],
    myProfile: [[[], '/shareville/v1/profiles/me']],
    profileBySlug: [[[ID, 'v2'], `/shareville/v2/profiles/slug/${ENC}`]],
    profile: [[[ID], `/shareville/v1/profiles/${ENC}`]],
    followProfile: [[[ID], `/shareville/v1/profiles/${ENC}/follow`]],
    validateUsername: [[[], '/shareville/v1/profiles/validate-username']],
    profileAvatar: [[[], '/shareville/v1/profiles/avatar']],
    inactivateProfile: [[[], '/shareville/v1/profiles/inactivate']],
    reactivateProfile: [[[], '/shareville/v1/profiles/reactivate']],
    profileActivityFeed: [[[ID, 'v3'], `/shareville/v3/profiles/${ENC}/activity-feed`]],
    reactions: [[[], '/shareville/v1/reactions']],
    relatedInstruments: [[[], '/shareville/v1/related-instruments']],
    report: [[[], '/shareville/v1/report']],
    followers: [[[], '/shareville/v1/followers']],
    groups: [[[], '/shareville/v1/groups']],
    group: [[[ID], `/shareville/v1/groups/${ENC}`]],
    joinGroup: [[[ID], `/shareville/v1/groups/${ENC}/join`]],
    groupLogo: [[[ID], `/shareville/v1/groups/${ENC}/logo`]],
    validateGroupName: [[[], '/shareville/v1/groups/validate-name']],
    portfolios: [[[], '/shareville/v1/portfolios']],
    trades: [[[], '/shareville/v1/trades']],
    topActivity: [[[], '/shareville/v1/top-activity']],
    latestActive: [[[], '/shareville/v1/latest-active']],
    mutes: [[[], '/shareville/v1/mutes']],
    graphs: [[['v2'], '/shareville/v2/graphs']],
  });
});
