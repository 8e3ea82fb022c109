import type { IncomingMessage } from 'node:http';

/** A request as an area's handler sees it: the body is already parsed JSON (or undefined). */
export interface SandboxRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Readonly<Record<string, string>>;
  body: unknown;
  headers: IncomingMessage['headers'];
}

/** What a handler answers: a JSON body by default, or raw text with its own content type. */
export interface SandboxResponse {
  status: number;
  body?: unknown;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export type Handler = (request: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>;

/** What a write to a route is, as `GET /sandbox/received` labels it so a test can count them. */
export type WriteKind =
  | 'token-refresh'
  | 'fund-order'
  | 'allocation-request'
  | 'allocation-request-cancel'
  | 'user-settings'
  | 'periodic-plan'
  | 'other';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path with `:name` segments, e.g. `/inspiration/v1/curated-lists/:id`. */
  pattern: string;
  handler: Handler;
  /** Labels the route's requests in the received log; writes without one are `other`. */
  kind?: WriteKind;
}

/**
 * The route pattern of a path built by a `core/endpoints` builder called with `:name`
 * placeholders, e.g. `patternOf(instrumentById(':id'))`: the builder encodes the colon, the
 * query is dropped. Routes built this way cannot drift from the paths the client calls.
 */
export const patternOf = (builtPath: string): string =>
  decodeURIComponent(builtPath.split('?')[0] ?? builtPath);

export const json = (status: number, body: unknown): SandboxResponse => ({ status, body });

/** The backend's error shape: the widgets read `fields[0].code`. */
export const fieldError = (status: number, code: string, message = code): SandboxResponse =>
  json(status, { message, fields: [{ code, message }] });

/**
 * A refusal in the backend's error shape. Handlers and the lookups they call throw it (an
 * unknown account, a missing field, an expired token); the server answers it with
 * `fieldError`, so no handler has to thread the refusal back by hand.
 */
export class Rejection extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string = code,
  ) {
    super(message);
    this.name = 'Rejection';
  }

  get response(): SandboxResponse {
    return fieldError(this.status, this.code, this.message);
  }
}

function compile(pattern: string): (path: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}/?$`);
  return (path) => {
    const match = regex.exec(path);
    if (!match) return undefined;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? '');
    });
    return params;
  };
}

/** Finds the handler for a method and path; `allowed` lists the methods a known path takes. */
export class Router {
  readonly #routes: { route: Route; match: ReturnType<typeof compile> }[] = [];

  add(routes: readonly Route[]): void {
    for (const route of routes) this.#routes.push({ route, match: compile(route.pattern) });
  }

  find(
    method: string,
    path: string,
  ): { handler: Handler; params: Record<string, string>; kind: WriteKind } | { allowed: string[] } {
    const allowed: string[] = [];
    for (const { route, match } of this.#routes) {
      const params = match(path);
      if (!params) continue;
      if (route.method === method) {
        return { handler: route.handler, params, kind: route.kind ?? 'other' };
      }
      allowed.push(route.method);
    }
    return { allowed };
  }
}
