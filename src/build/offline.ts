// The site offline and as an app (issue 35): a Workbox service worker, built by @vite-pwa/astro
// after the build, precaches every file of the site (pages, scripts, the examples' and lessons'
// frames, the strong bots' worker scripts, the search index), so after one visit everything works
// with the network off; a web manifest lets a phone or a desktop install it as an app.
//
// Why precache it all, not just what the reader opened: people take the rules to a table, and the
// page they need there is rarely the one they read at home. The whole site is about 3.4 MB
// uncompressed (less on the wire), fetched once in the background after the first page has loaded.
//
// Updates (issue 41). A returning reader is served from the cache at once; the browser checks sw.js
// on each visit, and a new build's worker installs beside the old one, fetching only the files
// whose revision changed. Then it waits: the old worker keeps serving every open page, with the
// files those pages may still fetch (the bot, the quiz), so nothing a reader is doing is reset by a
// deploy. The page says a new version is ready and offers to reload (public/update.js, fetched only
// then); Reload tells the waiting worker to take over and reloads the page into the new build. The
// sandbox, the lesson and the quiz keep their place across the reload (localStorage, and
// sessionStorage for the quiz); the worker never touches either.
//
// Addresses the build has no file for. A page's address without its final slash (/day) is
// redirected to the page (/day/), online or off, as a static host redirects it; any other page the
// network cannot give (offline, never visited or missing) is the site's own 404 page, from the cache.

import AstroPWA from '@vite-pwa/astro';
import type { AstroIntegration } from 'astro';

const NAME = 'Worked Hands';
const THEME = '#1d2a44';

/**
 * The service worker's registration, inline in every page's head (it counts in the page's script
 * budget: about 170 bytes gzipped on its own). It registers after the load event, so nothing of the page waits
 * for it, then looks for a new build's worker installing or waiting beside the active one (an
 * update: on a first visit there is no active worker yet) and only then fetches the notice that
 * offers it, public/update.js, which follows the new worker from there. (Where workers are blocked,
 * as in the browser tests, register gives no registration: hence `g&&`.)
 */
const REGISTER_SW =
  '(s=>{s&&addEventListener("load",async()=>{let g=await s.register("/sw.js"),n=e=>e&&g.active&&import("/update.js");g&&(g.onupdatefound=n,n(g.waiting||g.installing))})})(navigator.serviceWorker)';

/** What every page's head gets besides the registration: the manifest and the app's colour. */
export const offlineHead = [
  { tag: 'link' as const, attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
  { tag: 'meta' as const, attrs: { name: 'theme-color', content: THEME } },
  { tag: 'link' as const, attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' } },
];

/** The integrations; list them last, so the files the others write after the build are cached. */
export function offline(): AstroIntegration[] {
  const register: AstroIntegration = {
    name: 'worked-hands:register-sw',
    hooks: {
      // Built pages only: the dev server has no worker to register.
      'astro:config:setup': ({ command, injectScript }) => {
        if (command === 'build') injectScript('head-inline', REGISTER_SW);
      },
    },
  };
  return [register, pwa()];
}

function pwa(): AstroIntegration {
  return AstroPWA({
    // The reader chooses when the new build takes over (public/update.js).
    registerType: 'prompt',
    // Registered by REGISTER_SW above: the plugin's own would be a script file of every page.
    injectRegister: false,
    manifest: {
      name: NAME,
      short_name: NAME,
      description: 'Card-game rules with worked example hands to step through and bots to play, online or off.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      // Every file: pages, scripts, styles, the examples' and lessons' JSON, icons and Pagefind's
      // index, fragments and WebAssembly.
      globPatterns: ['**/*'],
      // The size report is written into dist/ after the build, by npm run size: not the site.
      // Pagefind's other interfaces go unused (Starlight's search uses pagefind-ui).
      globIgnores: [
        'size-report.json',
        'sw.js',
        'workbox-*.js',
        'pagefind/pagefind-modular-ui.*',
        'pagefind/pagefind-component-ui.*',
        'pagefind/pagefind-highlight.js',
      ],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // A page with a query (old share links, ?play=) is the same page: it comes from the cache.
      ignoreURLParametersMatching: [/.*/],
      // Each page by the address a reader uses (day/index.html is day/), and 404.html by its own
      // name, the file a host serves: the plugin's own list would name it /404/, an address no host
      // serves, and one failed fetch fails the whole install.
      manifestTransforms: [
        (entries) =>
          Promise.resolve({ manifest: entries.map((entry) => ({ ...entry, url: pageUrl(entry.url) })), warnings: [] }),
      ],
      // A multi-page site: an unknown address is not the home page (see pageOrNotFound below).
      navigateFallback: null,
      runtimeCaching: [{ urlPattern: isNavigation, handler: pageOrNotFound }],
      cleanupOutdatedCaches: true,
      // The first visit's worker takes charge of the page at once; a new build's waits for the
      // reader (public/update.js posts it SKIP_WAITING, which generateSW's worker listens for).
      clientsClaim: true,
      skipWaiting: false,
    },
  });
}

/** A built file's address in the worker's list: a page by its directory, with the final slash. */
function pageUrl(file: string): string {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

// The two functions below run in the service worker, not here: Workbox writes their source into
// sw.js (after the precache's own route, so they see only the addresses it does not hold). They use
// nothing but their arguments and the worker's globals.

/** A page the reader opens (not a script, a picture or a fetch), on this site. */
function isNavigation({ request, sameOrigin }: { request: Request; sameOrigin: boolean }): boolean {
  return sameOrigin && request.mode === 'navigate';
}

/**
 * A page the cache does not hold by this address: a page's address without its final slash is
 * redirected to the page, as a host does; anything else comes from the network, and when the
 * network is gone, the site's 404 page from the cache stands in for the browser's own error.
 */
async function pageOrNotFound({ request, url }: { request: Request; url: URL }): Promise<Response> {
  // The precache keys carry a revision (?__WB_REVISION__=…), hence ignoreSearch.
  const cached = (path: string): Promise<Response | undefined> => caches.match(path, { ignoreSearch: true });
  const page = `${url.pathname}/`;
  if (!url.pathname.endsWith('/') && (await cached(page))) return Response.redirect(page + url.search, 301);
  try {
    return await fetch(request);
  } catch (error) {
    const missing = await cached('/404.html');
    if (!missing) throw error;
    return new Response(missing.body, { status: 404, statusText: 'Not Found', headers: missing.headers });
  }
}
