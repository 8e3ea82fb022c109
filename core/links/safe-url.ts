/**
 * The only URLs the kit puts into `src` and `href` from data it does not control (CMS
 * entries, API payloads): absolute https URLs, and relative URLs that stay on the origin they
 * are resolved against. Everything else — `javascript:`, `data:`, plain http to another host,
 * protocol-relative `//host`, backslash tricks such as `/\host` — gives undefined, and the
 * widget shows a placeholder instead.
 *
 * @param raw  the untrusted text
 * @param base the absolute URL relative ones resolve against (for fetched data, the API base)
 */
export function safeUrl(raw: string | null | undefined, base: string): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  // Control characters and whitespace inside a URL are how filters get smuggled past.
  // eslint-disable-next-line no-control-regex
  if (text === '' || /[\u0000-\u001f\u007f\s]/.test(text)) return undefined;
  let baseUrl: URL;
  let url: URL;
  try {
    baseUrl = new URL(base);
    url = new URL(text, baseUrl);
  } catch {
    return undefined;
  }
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (hasScheme) return url.protocol === 'https:' ? url.href : undefined;
  if (/^[/\\]{2}|^\/\\/.test(text)) return undefined;
  return url.origin === baseUrl.origin ? url.href : undefined;
}
