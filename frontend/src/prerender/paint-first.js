// Loaded by every pre-rendered page (scripts/prerender.mjs), in place of the app's own script tags. The page is
// already in the HTML, so the browser shows it first; only once it is on screen (the first contentful paint,
// as the browser reports it) are the app's scripts, which wait in <template id="app-scripts">, put into the
// document to be fetched and run. A slow phone shows the page before it reads the code that makes it
// interactive. A hidden tab paints nothing, and a browser may not report paints: those start at once.
(function () {
  var scripts = document.getElementById('app-scripts');
  var started = false;
  function start() {
    if (started || !scripts) return;
    started = true;
    document.head.appendChild(document.importNode(scripts.content, true));
  }
  var entryTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === 'hidden' || entryTypes.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Hidden before it painted, or no report after a while: do not wait for it.
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
})();
