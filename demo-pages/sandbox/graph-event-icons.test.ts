import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventIconFiles } from './graph-event-icons';
import { startSandbox, type SandboxClient } from './sandbox-client';

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox(1);
});
afterAll(() => client.close());

const icon = (name: string) => fetch(`${client.base}/static/graph-events/${name}`);

describe('historical event icons (static images)', () => {
  it('has each icon in each theme, with and without the Finnish and hover variants', () => {
    const names = [...eventIconFiles().keys()];
    expect(names).toHaveLength(4 * 2 * 2 * 2);
    expect(names).toContain('report-light.svg');
    expect(names).toContain('dividend-dark-fi-hover.svg');
    expect(names).toContain('negative-light-hover.svg');
    expect(names).toContain('positive-dark-fi.svg');
  });

  it('serves every icon as a 24×24 SVG of its own', async () => {
    const seen = new Set<string>();
    for (const name of eventIconFiles().keys()) {
      const response = await icon(name);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type'), name).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24"/,
      );
      seen.add(svg);
    }
    expect(seen.size).toBe(eventIconFiles().size);
  });

  it('writes the Finnish initials in the Finnish variant', async () => {
    expect(await (await icon('report-light.svg')).text()).toContain('>R</text>');
    expect(await (await icon('report-light-fi.svg')).text()).toContain('>T</text>');
    expect(await (await icon('dividend-light.svg')).text()).toContain('>D</text>');
    expect(await (await icon('dividend-light-fi.svg')).text()).toContain('>O</text>');
  });

  it('answers a name it does not have with a 404', async () => {
    expect((await icon('other-light.svg')).status).toBe(404);
    expect((await icon('report-light-hover-fi.svg')).status).toBe(404);
  });
});
