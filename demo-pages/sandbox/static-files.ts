import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ts': 'text/plain; charset=utf-8',
};

export interface StaticOptions {
  /** Headers every answer carries. */
  headers?: Record<string, string>;
  /** The request's `If-None-Match`. */
  ifNoneMatch?: string;
  /** Rewrites HTML pages as they are sent (the same way for every page, so tags stay apart). */
  html?: { rewrite: (page: string) => string; tag: string };
}

/**
 * Sends a file from `root` for a URL path, refusing anything that resolves outside it.
 * A directory serves its index.html. Returns false when there is no such file. Every file
 * carries an entity tag and must be revalidated (`no-cache`): a request that names the file's
 * current tag in `ifNoneMatch` is answered 304 without a body, as a CDN answers a browser that
 * has the file (the indicator worker imports the kit's file the page has just loaded).
 */
export async function sendStatic(
  root: string,
  urlPath: string,
  response: ServerResponse,
  options: StaticOptions = {},
): Promise<boolean> {
  const { headers = {}, ifNoneMatch } = options;
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  const base = resolve(root);
  let file = resolve(join(base, relative));
  if (file !== base && !file.startsWith(base + sep)) return false;
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file);
    }
    if (!info.isFile()) return false;
    const html = extname(file) === '.html' ? options.html : undefined;
    const tag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}${html ? `-${html.tag}` : ''}"`;
    if (ifNoneMatch?.split(/\s*,\s*/).includes(tag)) {
      response.writeHead(304, { ETag: tag, 'Cache-Control': 'no-cache', ...headers });
      response.end();
      return true;
    }
    const common = {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ETag: tag,
      ...headers,
    };
    if (html) {
      const page = Buffer.from(html.rewrite(await readFile(file, 'utf8')));
      response.writeHead(200, { ...common, 'Content-Length': String(page.length) });
      response.end(page);
      return true;
    }
    response.writeHead(200, { ...common, 'Content-Length': String(info.size) });
    createReadStream(file).pipe(response);
    return true;
  } catch {
    return false;
  }
}
