import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox, type Sandbox } from '../../demo-pages/sandbox/server';
import { curatedList } from '../endpoints/inspiration';
import { ListPreviewSchema } from '../schemas/list-preview';
import { ApiError } from './api-error';
import { requestJson } from './request-json';

let sandbox: Sandbox;
let base: string;

beforeAll(async () => {
  sandbox = createSandbox({ seed: 3 });
  base = await sandbox.listen(0);
});
afterAll(() => sandbox.close());
afterEach(() => {
  sandbox.faults.clear();
  vi.restoreAllMocks();
});

const getList = (id: string, options: { signal?: AbortSignal; timeoutMs?: number } = {}) =>
  requestJson({
    url: `${base}${curatedList(id)}`,
    schema: ListPreviewSchema,
    what: 'curated list',
    ...options,
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requestJson against the sandbox', () => {
  it('returns the parsed body', async () => {
    const list = await getList('1001');
    expect(list.id).toBe('1001');
    expect(list.displayName.length).toBeGreaterThan(0);
  });

  it('fails with the status and the first field code of an error answer', async () => {
    const error = await failure(getList('nope'));
    expect(error).toMatchObject({ kind: 'http', status: 404, code: 'CURATED_LIST_NOT_FOUND' });
    expect(error.statusText).toBe('Not Found');
  });

  it('refuses a body its schema does not allow, naming the field, and logs nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    sandbox.faults.add({ route: '/inspiration/', malformed: true, times: 1 });
    const error = await failure(getList('1001'));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/^Invalid curated list response: /);
    expect(logged).not.toHaveBeenCalled();
  });

  it('says the server could not be reached when the connection drops', async () => {
    sandbox.faults.add({ route: '/inspiration/', drop: true, times: 1 });
    expect((await failure(getList('1001'))).kind).toBe('network');
  });

  it('gives up after its timeout', async () => {
    sandbox.faults.add({ route: '/inspiration/', delayMs: 500, times: 1 });
    expect((await failure(getList('1001', { timeoutMs: 50 }))).kind).toBe('timeout');
  });

  it('can be aborted by its caller', async () => {
    sandbox.faults.add({ route: '/inspiration/', delayMs: 500, times: 1 });
    const controller = new AbortController();
    const pending = getList('1001', { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });
});
