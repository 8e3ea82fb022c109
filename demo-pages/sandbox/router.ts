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

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path with `:name` segments, e.g. `/inspiration/v1/curated-lists/:id`. */
  pattern: string;
  handler: Handler;
}

export const json = (status: number, body: unknown): SandboxResponse => ({ status, body });

/** The backend's error shape: the widgets read `fields[0].code` (SPEC §7). */
export const fieldError = (status: number, code: string, message = code): SandboxResponse =>
  json(status, { message, fields: [{ code, message }] });

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
  ): { handler: Handler; params: Record<string, string> } | { allowed: string[] } {
    const allowed: string[] = [];
    for (const { route, match } of this.#routes) {
      const params = match(path);
      if (!params) continue;
      if (route.method === method) return { handler: route.handler, params };
      allowed.push(route.method);
    }
    return { allowed };
  }
}
