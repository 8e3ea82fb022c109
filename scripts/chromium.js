// @ts-check
import { existsSync } from 'node:fs';

/**
 * The Chromium every browser test uses, found in one place: $CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium. No test tool may download its own browser on our machines.
 * @returns {string}
 */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium not found. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

/** Flags for headless Chromium on a closed network, possibly as root (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
