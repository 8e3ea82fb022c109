/**
 * The prod or test environment that CMS and route lookups use: derived from
 * the host. Local or test hosts count as test, every other host as prod.
 *
 * The host is the API's (`environmentOfApi`): the kit runs on pages it does not own, and a
 * partner's production page that points at the broker's test API must get the test CMS, which
 * is the one that API serves.
 *
 * The exact rule, on the hostname lowercased, without a port, a trailing dot or IPv6 brackets:
 * - local: empty (a `file:` page), `localhost` or `*.localhost`, any `*.local` name, an IPv4
 *   loopback address `127.x.x.x`, or the IPv6 loopback `::1`;
 * - test: any dot-separated label that is `test` or `stage`, or holds one of them as a
 *   dash-separated word, e.g. `test.broker.example`, `broker-test.example`,
 *   `api-stage-2.broker.example`; `contest.example`, `backstage.example` or
 *   `test2.broker.example` do not count (a staging system is a test system, the catalogue names only
 *   local and test);
 * - anything else is prod.
 */

/** Where CMS and route lookups point. */
export type Environment = 'prod' | 'test';

const IPV4_LOOPBACK = /^127(?:\.\d{1,3}){3}$/;

function isLocalHost(host: string): boolean {
  return (
    host === '' ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '::1' ||
    IPV4_LOOPBACK.test(host)
  );
}

/** The words of a label that mark a test system. */
const TEST_WORDS: ReadonlySet<string> = new Set(['test', 'stage']);

function hasTestLabel(host: string): boolean {
  return host.split('.').some((label) => label.split('-').some((word) => TEST_WORDS.has(word)));
}

/** The environment of a page on `host` (a hostname, or a host with a port). */
export function environmentOf(host: string): Environment {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\](?::\d+)?$/, '$1')
    .replace(/^([^:]*):\d+$/, '$1')
    .replace(/\.$/, '');
  return isLocalHost(name) || hasTestLabel(name) ? 'test' : 'prod';
}

/**
 * The environment of the API at `apiBase` (an absolute URL, as a widget's `api-base` resolves
 * to); prod when it is no URL, as a reader's lookups would be.
 */
export function environmentOfApi(apiBase: string): Environment {
  try {
    return environmentOf(new URL(apiBase).host);
  } catch {
    return 'prod';
  }
}
