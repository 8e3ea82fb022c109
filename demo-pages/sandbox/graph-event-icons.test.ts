import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventIconUrl, eventIconVariants } from '../../widgets/price-graph/model/event-icons';
import { startSandbox, type SandboxClient } from './sandbox-client';

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox(1);
});
afterAll(() => client.close());

describe('historical event icons (SPEC §7 static images)', () => {
  it('serves every icon the graph asks for as a 24×24 SVG', async () => {
    const seen = new Set<string>();
    for (const variant of eventIconVariants()) {
      const url = eventIconUrl({ ...variant, staticBase: client.base });
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg, url).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24"/,
      );
      seen.add(svg);
    }
    // Each variant is a picture of its own.
    expect(seen.size).toBe(eventIconVariants().length);
  });

  it('writes the Finnish initials in the Finnish variant', async () => {
    const text = async (kind: 'report' | 'dividend', finnish: boolean) =>
      (
        await fetch(
          eventIconUrl({ kind, theme: 'light', finnish, hover: false, staticBase: client.base }),
        )
      ).text();
    expect(await text('report', false)).toContain('>R</text>');
    expect(await text('report', true)).toContain('>T</text>');
    expect(await text('dividend', false)).toContain('>D</text>');
    expect(await text('dividend', true)).toContain('>O</text>');
  });

  it('answers a name it does not have with a 404', async () => {
    const response = await fetch(`${client.base}/static/graph-events/other-light.svg`);
    expect(response.status).toBe(404);
  });
});
