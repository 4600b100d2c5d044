// Loaded by every pre-rendered page (scripts/prerender.mjs), in place of the app's own script tags. The page is
// already in the HTML, so the browser paints it first; only then are the app's scripts, which wait in
// <template id="app-scripts">, put into the document to be fetched and run. A slow phone shows the page
// before it has read the code that makes it interactive. A hidden tab paints nothing: it starts at once.
(function () {
  var scripts = document.getElementById('app-scripts');
  if (!scripts) return;
  function start() {
    document.head.appendChild(document.importNode(scripts.content, true));
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
