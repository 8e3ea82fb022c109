/**
 * The prod or test environment that CMS and route lookups use (SPEC §9, Graph): derived from
 * the page's host. Local or test hosts count as test, every other host as prod.
 *
 * The exact rule, on the hostname lowercased, without a port, a trailing dot or IPv6 brackets:
 * - local: empty (a `file:` page), `localhost` or `*.localhost`, any `*.local` name, an IPv4
 *   loopback address `127.x.x.x`, or the IPv6 loopback `::1`;
 * - test: any dot-separated label that is `test` or holds `test` as a dash-separated word,
 *   e.g. `test.broker.example`, `broker-test.example`, `api-test-2.broker.example`;
 *   `contest.example` or `test2.broker.example` do not count;
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

function hasTestLabel(host: string): boolean {
  return host.split('.').some((label) => label.split('-').includes('test'));
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

/** The environment of the current page; test where there is no page (a script run outside a browser). */
export function pageEnvironment(): Environment {
  return environmentOf(globalThis.location?.hostname ?? '');
}
