// The partner host listens on the sandbox port + 1 (scripts/demo.ts); point the link there.
const link = document.getElementById('partner-link');
if (link instanceof HTMLAnchorElement && location.port) {
  link.href = `${location.protocol}//${location.hostname}:${Number(location.port) + 1}/`;
}
