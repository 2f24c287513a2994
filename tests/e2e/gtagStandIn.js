/*
 * Stands in for gtag.js in browser tests, which must neither reach Google nor report page views.
 * Like the real script it takes over the dataLayer queue that the page's inline configuration
 * fills, and reports each page view to Google Analytics' collection endpoints: by fetch to a
 * regional endpoint, and by an image request as gtag.js does where beacons are unavailable, so
 * the Content Security Policy is exercised for both ways analytics reports.
 */
(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  let trackingId = '';
  const report = (entry) => {
    const [command, name] = Array.from(entry);
    if (command === 'config') {
      trackingId = name;
    } else if (!(command === 'event' && name === 'page_view')) {
      return;
    }
    const query = new URLSearchParams({v: '2', tid: trackingId, en: 'page_view', dl: location.href});
    fetch(`https://region1.google-analytics.com/g/collect?${query}`, {method: 'POST', mode: 'no-cors', keepalive: true});
    new Image().src = `https://www.google-analytics.com/g/collect?${query}`;
  };
  layer.forEach(report);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    entries.forEach(report);
    return push(...entries);
  };
})();
