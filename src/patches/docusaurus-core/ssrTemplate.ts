/**
 * The HTML page Docusaurus renders every route into (the `ssrTemplate` site option): Docusaurus's
 * own template, except for how the site's scripts start.
 *
 * Docusaurus loads its scripts with `defer`, so the browser may run them (about 126 kB of gzip
 * React and Docusaurus runtime) before it paints the page the server already rendered: on a slow
 * Chromebook the text then waits for JavaScript it does not need. Here the scripts download at
 * once, as before, but run only after the first contentful paint, so readers see the page first.
 */

/** Started anyway after this long, should the browser never report a paint. */
export const LATEST_START_MS = 3000;

/**
 * Runs inline at the end of each page (serialised into the template, so it must not reference
 * anything outside itself): appends the scripts, in order, once the page has been painted.
 */
function startScriptsAfterFirstPaint(scripts: string[], latestStartMs: number): void {
  let started = false;
  const start = () => {
    if (started) {
      return;
    }
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      // In document order, as deferred scripts run.
      script.async = false;
      document.head.appendChild(script);
    }
  };
  // The fallbacks are armed first, so nothing below can leave the page without its scripts.
  setTimeout(start, latestStartMs);
  // A page opened in a background tab reports no paint until shown; it has no reader to paint for yet.
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  document.addEventListener('visibilitychange', start, {once: true});
  try {
    if (!(PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) {
      start();
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        start();
      }
    }).observe({type: 'paint', buffered: true});
  } catch {
    // No PerformanceObserver, or one that refuses paint entries: start without waiting.
    start();
  }
}

/** Eta template; `it` is what Docusaurus passes to its own template (see @docusaurus/core ssgTemplate.html). */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(${startScriptsAfterFirstPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>, ${LATEST_START_MS});</script>
  </body>
</html>
`;
