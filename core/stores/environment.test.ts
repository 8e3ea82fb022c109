import { describe, expect, it } from 'vitest';
import { environmentOf, environmentOfApi } from './environment';

describe('prod or test environment from the host', () => {
  it.each([
    'localhost',
    'localhost:4010',
    'widgets.localhost',
    '127.0.0.1',
    '127.0.0.1:8080',
    '[::1]:4010',
    'broker.local',
    'test.broker.example',
    'broker-test.example',
    'api-test-2.broker.example',
    'www.TEST.broker.example.',
    'stage.broker.example',
    'api-stage.broker.example',
    '',
  ])('counts %j as test', (host) => {
    expect(environmentOf(host)).toBe('test');
  });

  it.each([
    'www.broker.example',
    'api.broker.example:443',
    'contest.example',
    'test2.broker.example',
    'testing.broker.example',
    'localhost.example',
    '128.0.0.1',
    'backstage.example',
    'staged.broker.example',
  ])('counts %j as prod', (host) => {
    expect(environmentOf(host)).toBe('prod');
  });
});

describe('the environment of CMS and route lookups is the API host’s', () => {
  it.each([
    ['http://localhost:4010', 'test'],
    ['http://127.0.0.1:4010/api', 'test'],
    ['https://api.broker.local', 'test'],
    ['https://api.test.broker.example', 'test'],
    ['https://api-stage.broker.example/v2', 'test'],
    ['https://api.broker.example', 'prod'],
    ['https://www.broker.example/api', 'prod'],
  ])('%s is %s', (apiBase, environment) => {
    expect(environmentOfApi(apiBase)).toBe(environment);
  });

  it('is prod for an API base that is no URL', () => {
    expect(environmentOfApi('not a url')).toBe('prod');
  });
});
