// Counts Content-Security-Policy violations so a reader (and the end-to-end test) can see that
// the kit runs under the partner's strict policy without tripping it.
/** @type {string[]} */
const violations = [];
Object.assign(window, { cspViolations: violations });
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.violatedDirective}: ${event.blockedURI}`);
  const status = document.getElementById('csp-status');
  if (status) status.textContent = `CSP-överträdelser: ${violations.join(', ')}`;
});
