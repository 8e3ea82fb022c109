// The partner host listens on the sandbox port + 1 (scripts/demo.ts); point its links there.
for (const link of document.querySelectorAll('a[id^="partner"]')) {
  if (link instanceof HTMLAnchorElement && location.port) {
    const url = new URL(link.href);
    url.port = String(Number(location.port) + 1);
    url.hostname = location.hostname;
    link.href = url.href;
  }
}
