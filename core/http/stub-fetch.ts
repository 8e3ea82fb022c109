/**
 * A scripted `fetch` for the HTTP layer's unit tests: each request is recorded and answered by
 * the test's handler, and an abort rejects it as the platform's fetch does. The tests against
 * the real sandbox (`*.sandbox.test.ts`) do not use it.
 */

/** One request the stub received. */
export interface StubRequest {
  readonly method: string;
  /** The absolute URL. */
  readonly url: string;
  /** The path with its query, e.g. `/customer/v2/accounts?x=1`. */
  readonly path: string;
  readonly headers: Headers;
  readonly body: string | undefined;
  readonly credentials: RequestCredentials | undefined;
  /** The request's signal; `aborted` tells whether the client gave up on it. */
  readonly signal: AbortSignal | undefined;
}

/** What a handler answers: a response, or a thrown error for a network failure. */
export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

/** A stub fetch and what it received. */
export interface StubFetch {
  readonly fetch: typeof fetch;
  /** Every request received, in order. */
  readonly requests: StubRequest[];
  /** How many requests were made with `method` to a path starting with `pathPrefix`. */
  count(method: string, pathPrefix: string): number;
}

/** A JSON answer with the status text the platform would give. */
export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A network failure, as fetch reports one. */
export const networkFailure = (): never => {
  throw new TypeError('fetch failed');
};

/** A promise with its resolve and reject, to answer a request when the test decides. */
export function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fetch that answers with `handler`. */
export function stubFetch(handler: StubHandler): StubFetch {
  const requests: StubRequest[] = [];
  const stub = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const parsed = new URL(url);
    const request: StubRequest = {
      method: init.method ?? 'GET',
      url,
      path: parsed.pathname + parsed.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    const signal = init.signal;
    const aborted = () => signal?.reason ?? new DOMException('aborted', 'AbortError');
    if (signal?.aborted) return Promise.reject(aborted());
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(aborted()), { once: true });
      Promise.resolve()
        .then(() => handler(request))
        .then(resolve, reject);
    });
  };
  return {
    fetch: stub as typeof fetch,
    requests,
    count: (method, pathPrefix) =>
      requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)).length,
  };
}
