import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { DEFAULT_GET_RETRY, isRetryable, retryDelayMs } from './retry-policy';

const failure = (kind: ApiError['kind'], status?: number) =>
  new ApiError(kind, 'https://api.broker.test/x', 'failed', { status });

describe('GET retry policy', () => {
  it('waits 500 ms, then 1000 ms by default', () => {
    expect([1, 2].map((retry) => retryDelayMs(DEFAULT_GET_RETRY, retry))).toEqual([500, 1000]);
    expect(DEFAULT_GET_RETRY.attempts).toBe(2);
  });

  it('waits the same interval each time with a fixed backoff', () => {
    const policy = { attempts: 4, intervalMs: 2000 };
    expect([1, 2, 3, 4].map((retry) => retryDelayMs(policy, retry))).toEqual([
      2000, 2000, 2000, 2000,
    ]);
  });

  it('retries failures that may pass on their own', () => {
    expect(isRetryable(failure('network'))).toBe(true);
    expect(isRetryable(failure('timeout'))).toBe(true);
    for (const status of [408, 429, 500, 502, 503, 504]) {
      expect(isRetryable(failure('http', status))).toBe(true);
    }
  });

  it('does not retry a wrong request, a refused answer, a cancelled call or a foreign error', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(isRetryable(failure('http', status))).toBe(false);
    }
    expect(isRetryable(failure('invalid-response', 200))).toBe(false);
    expect(isRetryable(failure('aborted'))).toBe(false);
    expect(isRetryable(new Error('bug'))).toBe(false);
  });
});
