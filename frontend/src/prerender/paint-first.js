// Loaded by every pre-rendered page (scripts/prerender.mjs), in place of the app's own script tags. The page is
// already in the HTML, so the browser shows it first; only once it is on screen (the first contentful paint,
// as the browser reports it) does this put the page's scripts, which wait in <template id="app-scripts"> as
// module preloads, into the document, and run the app. A slow phone shows the page before it reads the code
// that makes it interactive. A hidden tab paints nothing, and a browser may not report paints: those start at
// once.
//
// Nothing here holds the main thread for long, so the page answers a tap while its code arrives: the preloads
// go in a few per task (each costs the browser a request), and the app's chunks run one per task, each after
// the chunks it imports (the template lists them in that order), where the browser would run the whole app in
// one task. The page's own chunks (data-page-chunk) are run by the app before it takes the page over (main.tsx).
(function () {
  var PRELOADS_PER_TASK = 6;
  var template = document.getElementById('app-scripts');
  var started = false;

  function later(step) {
    setTimeout(step, 0);
  }

  function preload(links, done) {
    document.head.append.apply(document.head, links.splice(0, PRELOADS_PER_TASK));
    if (links.length)
      later(function () {
        preload(links, done);
      });
    else later(done);
  }

  function run(sources) {
    var source = sources.shift();
    if (!source) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = source;
    // A chunk that failed to load is fetched again, and reported, by the chunk that imports it.
    script.onload = script.onerror = function () {
      later(function () {
        run(sources);
      });
    };
    document.head.appendChild(script);
  }

  function start() {
    if (started || !template) return;
    started = true;
    var links = Array.prototype.slice.call(document.importNode(template.content, true).children);
    var app = links.filter(function (link) {
      return !link.hasAttribute('data-page-chunk');
    });
    preload(links, function () {
      run(
        app.map(function (link) {
          return link.getAttribute('href');
        }),
      );
    });
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
