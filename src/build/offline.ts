// The site offline and as an app (issue 35): a Workbox service worker, built by @vite-pwa/astro
// after the build, precaches every file of the site (pages, scripts, the examples' and lessons'
// frames, the strong bots' worker scripts, the search index), so after one visit everything works
// with the network off; a web manifest lets a phone or a desktop install it as an app.
//
// Why precache it all, not just what the reader opened: people take the rules to a table, and the
// page they need there is rarely the one they read at home. The whole site is about 3.4 MB
// uncompressed (less on the wire), fetched once in the background after the first page has loaded.
//
// Updates. A returning reader is served from the cache at once; the browser checks sw.js on each
// visit, and a new build's worker installs beside the old one, fetching only the files whose
// revision changed. It takes over at once (skipWaiting, clientsClaim), and the registration script
// below reloads a page the old worker served, so nobody reads a stale page or a page whose lazy
// scripts (the bot, the quiz) the new cache no longer holds. Saved games live in localStorage,
// which a worker never touches, so they survive the update.

import AstroPWA from '@vite-pwa/astro';
import type { AstroIntegration } from 'astro';

const NAME = 'Worked Hands';
const THEME = '#1d2a44';

/**
 * The service worker's registration, inline in every page's head (it counts in the page's script
 * budget: about 150 bytes gzipped). It registers after the load event, so nothing of the page waits
 * for it. It listens from the start, though, for a new worker taking over from the one that served
 * the page (an update, which may finish before the load event when little changed), and reloads the
 * page into the new build; never on a first visit, when no worker served the page.
 */
const REGISTER_SW =
  '(s=>{if(s){let c=s.controller;s.oncontrollerchange=()=>c&&location.reload();addEventListener("load",()=>s.register("/sw.js"))}})(navigator.serviceWorker)';

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
    registerType: 'autoUpdate',
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
      // 404.html too: the plugin would list it as /404/, an address no host serves, and one failed
      // fetch fails the whole install.
      globIgnores: [
        '404.html',
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
      // A multi-page site: an unknown address is not the home page.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}
