import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxClient } from '../../../demo-pages/sandbox/sandbox-client';
import { eventIconUrl, eventIconVariants } from './event-icons';

// The graph's icon URLs against the sandbox's static files, which the sandbox names on its own.

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox(1);
});
afterAll(() => client.close());

describe('historical event icons from the sandbox', () => {
  it('finds every icon the graph asks for, each a picture of its own', async () => {
    const seen = new Set<string>();
    for (const variant of eventIconVariants()) {
      const url = eventIconUrl({ ...variant, staticBase: client.base });
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('image/svg+xml');
      seen.add(await response.text());
    }
    expect(seen.size).toBe(eventIconVariants().length);
  });

  it('gets the Finnish initials in the Finnish variant', async () => {
    const text = async (kind: 'report' | 'dividend', finnish: boolean) =>
      (
        await fetch(
          eventIconUrl({ kind, theme: 'light', finnish, hover: false, staticBase: client.base }),
        )
      ).text();
    expect(await text('report', true)).toContain('>T</text>');
    expect(await text('dividend', true)).toContain('>O</text>');
  });
});
