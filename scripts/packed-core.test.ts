import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_START } from '../demo-pages/sandbox/sandbox-client';
import { createSandbox, type Sandbox } from '../demo-pages/sandbox/server';
import { appWithPackedKit, TYPED_CORE_ANSWERS, typeErrors } from './packed-package';

/*
 * `broker-widgets/core` as the README shows it, in Node (the kit's declared minimum, without a
 * WebSocket of its own) and in TypeScript, from the package as `npm pack` makes it (run
 * `npm run build` first): the README's example runs against the sandbox, and compiles, strict,
 * with the `ws` package's sockets.
 */

/** The README's example, with the API at `API`. */
const EXAMPLE = `
import WebSocket from 'ws';
import {
  apiClient,
  apiConnection,
  ApiError,
  endpoints,
  feedClientFor,
  schemas,
} from 'broker-widgets/core';

const api = API;
const client = apiClient(api, 'x-nnx-access-token');
try {
  const accounts = await client.get(
    endpoints.customer.userAccounts(),
    schemas.AccountListSchema,
    'user accounts',
  );
  console.log('accounts', accounts.length);
} catch (error) {
  if (error instanceof ApiError && error.status === 401) console.log('not logged in');
  else throw error;
}

// The session token the page's calls send, for a client of your own.
const token = await apiConnection(api).tokens.token();
console.log('token', typeof token);

// Node.js before 22 has no WebSocket: the ws package's sockets fit.
const feed = feedClientFor(api.replace(/^http/, 'ws') + '/ws', api, {
  openSocket: (url) => new WebSocket(url),
});
const stopState = feed.state.subscribe((state) => console.log('feed', state));
await new Promise<void>((resolve) => {
  const stop = feed.subscribe({ t: 'price', id: '16099870' }, (message) => {
    if (message.type === 'price') console.log('price', (message.data.last ?? 0) > 0);
    stop();
    resolve();
  });
});
stopState();
`;

/** Without `openSocket` where there is no WebSocket: one clear error, thrown, not logged per retry. */
const WITHOUT_WS = `
import { feedClientFor } from 'broker-widgets/core';
try {
  feedClientFor('ws://localhost:1/ws', 'http://localhost:1').close();
} catch (error) {
  console.log(error.name + ': ' + error.message);
}
`;

/** An app of Node's own module resolution (\`nodenext\`), as a server-side app has it. */
const TSCONFIG = {
  compilerOptions: {
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    lib: ['es2022', 'dom'],
    types: ['node'],
  },
  files: ['example.ts'],
};

const run = promisify(execFile);
let sandbox: Sandbox;
let api: string;
let app: string;

beforeAll(async () => {
  sandbox = createSandbox({ clockStart: TEST_START });
  api = await sandbox.listen(0);
  app = appWithPackedKit(['ws', '@types/ws', '@types/node']);
}, 60_000);
afterAll(() => sandbox.close());

/** Runs a TypeScript module of the app in Node (types stripped by tsx, as a build would). */
async function node(name: string, source: string): Promise<string> {
  writeFileSync(join(app, name), source);
  const { stdout } = await run(join(process.cwd(), 'node_modules/.bin/tsx'), [name], { cwd: app });
  return stdout;
}

describe('the packed core SDK, as the README shows it', () => {
  it('runs in Node: accounts, the session token and live prices over the ws package', async () => {
    const out = await node('example.ts', EXAMPLE.replace('API', JSON.stringify(api)));
    expect(out.split('\n').filter(Boolean)).toEqual(
      expect.arrayContaining(['accounts 5', 'token string', 'feed logged-in', 'price true']),
    );
  }, 30_000);

  it('says once that Node needs openSocket when it has no WebSocket', async () => {
    const hasWebSocket = typeof WebSocket !== 'undefined';
    const out = await node('without-ws.ts', WITHOUT_WS);
    expect(out.trim()).toBe(
      hasWebSocket
        ? ''
        : 'TypeError: broker-widgets feed: no WebSocket here (Node.js before 22): pass openSocket, e.g. the ws package’s',
    );
  });

  it('type-checks under NodeNext, strict, with the ws package’s sockets', () => {
    const example = EXAMPLE.replace('API', "'https://api.broker.example'");
    writeFileSync(join(app, 'example.ts'), example + TYPED_CORE_ANSWERS);
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    expect(typeErrors(app)).toBe('');
  }, 60_000);
});
