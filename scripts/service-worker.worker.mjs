/* The service worker of mg to mL Converter: its source, bundled with Workbox and given the
 * precache manifest by scripts/service-worker.mjs after pre-rendering (it becomes sw.js).
 *
 * - Every page (by its clean URL), its loader data and every asset is precached on install, so
 *   after one visit every page loads and every calculator works with the network off.
 * - Each entry carries a revision (a hash of the file; the hashed /assets/ files are their own
 *   revision). A new build gives a new sw.js: the new worker fetches only what changed, takes
 *   over at once and deletes from the cache whatever the new build no longer has.
 * - A navigation to a path the site does not have goes to the network; offline it gets the
 *   Not-found page with status 404 (or, for a page's path typed in capitals, that page).
 * Nothing here talks to another origin. */
import { cacheNames, clientsClaim, setCacheNameDetails } from "workbox-core";
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";

const NOT_FOUND = "/404.html";

setCacheNameDetails({ prefix: "mg-to-ml" });

/** Text or markup the server sent as a page. */
const isHtml = (response) => (response.headers.get("content-type") ?? "").includes("text/html");

// The Not-found page is answered with status 404 (as `npm start` and static hosts do), which
// Workbox refuses to precache by default; keep it, and nothing else that is not a success.
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) => {
      if (response.ok && !response.redirected) return response;
      if (response.status === 404 && new URL(request.url).pathname === NOT_FOUND && isHtml(response)) return response;
      return null;
    },
  },
]);

precacheAndRoute(self.__WB_MANIFEST, {
  // The server ignores the query string (React Router asks for /page.data?_routes=…): so does the
  // cache. A trailing slash names the same page.
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: null,
  cleanURLs: false,
  urlManipulation: ({ url }) => {
    const clean = new URL(url.href);
    clean.search = "";
    clean.pathname = clean.pathname.replace(/\/+$/, "") || "/";
    return [clean];
  },
});

async function notFoundPage() {
  const page = await matchPrecache(NOT_FOUND);
  if (!page) return Response.error();
  return new Response(page.body, { status: 404, statusText: "Not Found", headers: page.headers });
}

// A page that is not precached: the network's answer, or offline the page it names in another
// letter case (`/20-MG-TO-ML`, redirected to `/20-mg-to-ml` as `npm start` does), or else the
// Not-found page.
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      const url = new URL(request.url);
      const lower = url.pathname.toLowerCase().replace(/\/+$/, "") || "/";
      if (lower !== url.pathname && (await matchPrecache(lower)))
        return Response.redirect(new URL(lower + url.search, url.origin).href, 301);
      return notFoundPage();
    }
  },
);

// Caches of the service worker before Workbox ("mg-to-ml-" and a 16-digit version).
const LEGACY_CACHE = /^mg-to-ml-[0-9a-f]{16}$/;
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => LEGACY_CACHE.test(k) && k !== cacheNames.precache).map((k) => caches.delete(k))),
      ),
  );
});
cleanupOutdatedCaches();

self.skipWaiting();
clientsClaim();
