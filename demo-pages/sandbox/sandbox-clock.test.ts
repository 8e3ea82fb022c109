import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  PAGE_CLOCK_PATH,
  pageClockScript,
  parseClockStart,
  sandboxClock,
  withPageClock,
} from './sandbox-clock';
import { createSandbox } from './server';

describe('the sandbox clock', () => {
  it('is the machine clock unless pinned', () => {
    const clock = sandboxClock(undefined, () => 1_000);
    expect(clock).toMatchObject({ pinned: false, offsetMs: 0 });
    expect(clock.now()).toBe(1_000);
  });

  it('starts a pinned clock at its instant and runs on at the machine pace', () => {
    let machine = 5_000_000;
    const start = Date.parse('2026-03-18T10:30:00+01:00');
    const clock = sandboxClock(start, () => machine);
    expect(clock.now()).toBe(start);
    machine += 8_000;
    expect(clock.now()).toBe(start + 8_000);
    expect(clock).toMatchObject({ pinned: true, offsetMs: start - 5_000_000 });
  });
});

describe('the instant a clock is pinned at', () => {
  it('reads ISO 8601 with its offset', () => {
    expect(parseClockStart('2026-03-18T10:30:00+01:00')).toBe(Date.UTC(2026, 2, 18, 9, 30));
    expect(parseClockStart('2026-03-18T09:30Z')).toBe(Date.UTC(2026, 2, 18, 9, 30));
  });

  it('refuses an instant without an offset, which would be another day elsewhere', () => {
    expect(() => parseClockStart('2026-03-18T10:30:00')).toThrow(
      '--clock 2026-03-18T10:30:00: write the instant as an ISO 8601 date and time with its offset',
    );
  });

  it('refuses a date that does not exist rather than rolling it over', () => {
    expect(() => parseClockStart('2026-02-31T10:00:00+01:00')).toThrow('there is no such date');
    expect(() => parseClockStart('2026-13-01T10:00:00Z')).toThrow('there is no such date');
  });
});

describe('a page in the sandbox time', () => {
  const offset = Date.parse('2026-03-18T09:30:00Z') - Date.now();
  const page = () => {
    const context: { Date: DateConstructor } = { Date };
    runInNewContext(`globalThis.Date = Date; ${pageClockScript(offset)}`, context);
    return context.Date;
  };

  it('reads now in the sandbox time, and dates of given instants as they are', () => {
    const PageDate = page();
    expect(Math.abs(PageDate.now() - Date.parse('2026-03-18T09:30:00Z'))).toBeLessThan(1_000);
    expect(new PageDate().toISOString().slice(0, 10)).toBe('2026-03-18');
    expect(new PageDate(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new PageDate(2024, 1, 29).getDate()).toBe(29);
    expect(new PageDate() instanceof PageDate).toBe(true);
    expect(PageDate.UTC(2026, 0, 1)).toBe(Date.UTC(2026, 0, 1));
  });

  it('loads the clock before any script of the page', () => {
    expect(withPageClock('<html><head><script type="module" src="a.js"></script>', '/c.js')).toBe(
      '<html><head>\n    <script src="/c.js"></script><script type="module" src="a.js"></script>',
    );
    expect(withPageClock('<p>no head</p>', '/c.js')).toBe(
      '<script src="/c.js"></script>\n<p>no head</p>',
    );
  });

  it('is served to the pages of a pinned sandbox, and only then', async () => {
    const pages = mkdtempSync(join(tmpdir(), 'sandbox-clock-pages-'));
    writeFileSync(join(pages, 'index.html'), '<html><head><title>t</title></head></html>');
    const pinned = createSandbox({ pagesDir: pages, clockStart: Date.parse('2026-03-18T09:30Z') });
    const machine = createSandbox({ pagesDir: pages });
    const [pinnedBase, machineBase] = await Promise.all([pinned.listen(0), machine.listen(0)]);
    try {
      expect(await (await fetch(`${pinnedBase}/`)).text()).toContain(
        `<script src="${PAGE_CLOCK_PATH}"></script>`,
      );
      expect(await (await fetch(`${machineBase}/`)).text()).not.toContain(PAGE_CLOCK_PATH);
      const clock = (await (await fetch(`${pinnedBase}/sandbox/clock`)).json()) as {
        now: string;
        pinned: boolean;
      };
      expect(clock.pinned).toBe(true);
      expect(clock.now.slice(0, 10)).toBe('2026-03-18');
      const script = await (await fetch(`${pinnedBase}${PAGE_CLOCK_PATH}`)).text();
      expect(script).toContain('globalThis.Date');
    } finally {
      await Promise.all([pinned.close(), machine.close()]);
    }
  });
});
