import type * as v from 'valibot';
import { safeParse } from '../schemas/parse-boundary';
import { ApiError, firstFieldCode } from './api-error';
import { anySignal } from './any-signal';

export interface RequestJsonOptions<S extends v.GenericSchema> {
  /** Absolute URL. */
  url: string;
  /** The response body's schema; the result is what it outputs. */
  schema: S;
  /** What is being fetched, for messages: e.g. 'curated list'. */
  what: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** `include` sends cookies to the API's origin (the token refresh needs it). */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** Gives up with a `timeout` error after this many milliseconds. */
  timeoutMs?: number;
  /** The fetch to use; the global one by default (tests and embedders may pass their own). */
  fetch?: typeof fetch;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One HTTP call whose JSON answer is parsed with its schema at the boundary: callers get a
 * typed value or an `ApiError`, never an unchecked body. Retries and caching are the callers'
 * policy, not this function's.
 */
export async function requestJson<S extends v.GenericSchema>(
  options: RequestJsonOptions<S>,
): Promise<v.InferOutput<S>> {
  const { url, schema, what, method = 'GET', timeoutMs } = options;
  const signals = [options.signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter(
    (s): s is AbortSignal => s !== undefined,
  );
  const signal = signals.length > 1 ? anySignal(signals) : signals[0];
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(url, {
      method,
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: options.credentials ?? 'same-origin',
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) {
      throw new ApiError('aborted', url, `Loading the ${what} was cancelled`, { cause: error });
    }
    if (signal?.aborted) {
      throw new ApiError('timeout', url, `Loading the ${what} timed out`, { cause: error });
    }
    throw new ApiError('network', url, `Could not reach the server for the ${what}`, {
      cause: error,
    });
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    // The body is read under the same signal: a caller leaving or the timeout can end it too.
    if (options.signal?.aborted) {
      throw new ApiError('aborted', url, `Loading the ${what} was cancelled`, { cause: error });
    }
    if (signal?.aborted) {
      throw new ApiError('timeout', url, `Loading the ${what} timed out`, { cause: error });
    }
    throw new ApiError('network', url, `The ${what} response was cut off`, {
      status: response.status,
      cause: error,
    });
  }
  if (!response.ok) {
    throw new ApiError(
      'http',
      url,
      `The ${what} request failed: ${response.status} ${response.statusText}`.trim(),
      {
        status: response.status,
        statusText: response.statusText,
        code: firstFieldCode(body),
      },
    );
  }
  const result = safeParse(schema, body, `${what} response`);
  if (!result.success) {
    // Not logged here: the caller gets the error, with the issues as its cause, and decides.
    throw new ApiError('invalid-response', url, result.error.message, {
      status: response.status,
      cause: result.error,
    });
  }
  return result.output;
}
