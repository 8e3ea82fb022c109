import { describe, expect, it } from 'vitest';
import { environmentOf } from './environment';

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
  ])('counts %j as prod', (host) => {
    expect(environmentOf(host)).toBe('prod');
  });
});
