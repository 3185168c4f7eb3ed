/**
 * The script of a live public meet page, served at /t-live.js (the CSP allows no inline script). It
 * listens to the meet's server-sent events; when the team's data version differs from the page's it
 * fetches the page again (`?v=<version>`: a new address, so no cache in between holds an older copy)
 * and swaps in its `#live` part. Without JavaScript the page is complete as served.
 */
export const LIVE_SCRIPT_PATH = '/t-live.js';

export const LIVE_SCRIPT = `(function () {
  var live = document.getElementById('live');
  if (!live || !window.EventSource || !window.fetch || !window.DOMParser) return;
  var shown = live.getAttribute('data-version');
  var wanted = shown;
  var busy = false;
  var refresh = function () {
    if (busy || !(Number(wanted) > Number(shown))) return;
    busy = true;
    var version = wanted;
    fetch(location.pathname + '?v=' + encodeURIComponent(version), { credentials: 'omit' })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (text) {
        var next = new DOMParser().parseFromString(text, 'text/html').getElementById('live');
        if (next) {
          live.replaceWith(next);
          live = next;
          shown = next.getAttribute('data-version');
        }
        busy = false;
        refresh();
      })
      .catch(function () { busy = false; });
  };
  var source = new EventSource(live.getAttribute('data-live'));
  source.addEventListener('version', function (event) {
    wanted = event.data;
    refresh();
  });
})();
`;
