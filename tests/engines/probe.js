// Injected by probeServer.ts as the first script of every served page, before the page's own
// Content-Security-Policy meta tag, so it runs in every engine without a driver-specific init-script
// API (classic WebDriver has none). It records what the smoke suite asserts there is none of.
(() => {
  const probe = (window.__engineProbe = {errors: [], violations: []});
  const sameOrigin = (url) => typeof url === 'string' && url.startsWith(location.origin);
  addEventListener(
    'error',
    (event) => {
      if (event instanceof ErrorEvent) {
        probe.errors.push(`${event.message} (${event.filename}:${event.lineno})`);
        return;
      }
      // A site script or stylesheet that failed to load (not a prefetch hint, which a browser may drop);
      // third-party analytics is out of reach offline.
      const target = event.target;
      const url = target instanceof HTMLScriptElement ? target.src : target instanceof HTMLLinkElement && target.rel === 'stylesheet' ? target.href : '';
      if (sameOrigin(url)) {
        probe.errors.push(`failed to load ${url}`);
      }
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => probe.errors.push(`unhandled rejection: ${event.reason}`));
  const consoleError = console.error;
  console.error = (...args) => {
    probe.errors.push(`console.error: ${args.map(String).join(' ')}`);
    consoleError.apply(console, args);
  };
  document.addEventListener('securitypolicyviolation', (event) =>
    probe.violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || event.sample}`),
  );
})();
