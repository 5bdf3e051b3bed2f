// @ts-check
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import { GAMES } from './src/engine/registry.ts';
import remarkHeadingIds from './src/markdown/remark-heading-ids.ts';
import remarkShownIn from './src/markdown/remark-shown-in.ts';
import rehypeLightAnchors from './src/markdown/rehype-light-anchors.ts';
import { contentSecurityPolicy } from './src/build/csp.ts';
import { finishPolicies } from './src/build/csp-pages.ts';
import { offline, offlineHead } from './src/build/offline.ts';
import { clientChunks, clientEntryNames } from './src/build/chunks.ts';
import { noSidebarState } from './src/build/sidebar-state.ts';

/**
 * The site's public address (SITE_URL), for canonical links, og:url and the sitemap. Unset, the
 * pages name no address at all rather than a made-up one, and there is no sitemap.
 */
function siteUrl() {
  const value = process.env['SITE_URL']?.trim();
  if (!value) return undefined;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be the site's full address, like https://cards.example.org/, not "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// (or http://), not "${value}".`);
  }
  return url.href;
}

const site = siteUrl();

// content/ lives at the top level, beside src/: with srcDir '.', Starlight reads
// content/docs and content.config.ts sits beside this file.
export default defineConfig({
  ...(site === undefined ? {} : { site }),
  srcDir: '.',
  // Every page is a directory (day/index.html) and every link names it with its final slash. A
  // page's address typed without it (/day) is still the page: 'ignore' lets `astro preview` serve
  // it, where 'always' answered with a "Not Found" of Astro's own (a static host redirects it to
  // /day/, and the offline worker does, src/build/offline.ts).
  trailingSlash: 'ignore',
  // Stylesheets as files, never inlined: Astro inlined every sheet under 4 KB into each page (17 KB
  // of the HTML: Starlight's component styles, every game's CSS, the pictures'), sent again with
  // every page. As files they are cached once for the whole site. cssCodeSplit (below) makes them
  // one file, not a dozen small render-blocking requests.
  build: { inlineStylesheets: 'never' },
  // Starlight turns on prefetching every link on hover. Our game pages carry their worked examples
  // in the HTML (30 to 64 KB gzipped), too much to fetch on a hover the reader may not follow, and
  // the prefetch script would take 1 KB of every page's script budget.
  prefetch: false,
  // Terser instead of Vite's default esbuild minifier: about 3 percent less gzipped script, for a
  // few seconds more of build; its safe transforms only. No module preloading for the parts loaded
  // on demand (engine/core/on-demand.ts): what each imports is nearly all loaded already when it is
  // asked for. The build writes Vite's manifest of the chunks (dist/.vite/manifest.json), from
  // which the size report (scripts/size-report.ts) finds what each of the reader's actions loads.
  vite: {
    // Starlight's sidebar-state script, which our sidebar does not use (src/build/sidebar-state.ts).
    plugins: [noSidebarState()],
    build: {
      modulePreload: false,
      manifest: true,
      // One stylesheet for the site (see build.inlineStylesheets above).
      cssCodeSplit: false,
      minify: 'terser',
      terserOptions: { ecma: 2020, module: true },
    },
  },
  // The Content Security Policy of every page (src/build/csp.ts).
  experimental: { csp: contentSecurityPolicy() },
  markdown: { remarkPlugins: [remarkHeadingIds, remarkShownIn] },
  integrations: [
    starlight({
      title: 'Worked Hands',
      description: 'Learn card games through worked example hands you can step through, and play them against bots.',
      sidebar: [
        { label: 'Home', link: '/' },
        {
          label: 'Games',
          // One entry per game manifest, in site order.
          items: GAMES.map((entry) => ({ label: entry.game.title, link: entry.page })),
        },
        { label: 'Glossary', link: '/glossary/' },
      ],
      customCss: [
        './src/styles/cards.css',
        './src/styles/table.css',
        './src/styles/headings.css',
        './src/styles/print.css',
      ],
      // The table of contents lists a page's parts (h2), not every rule section (h3): Starlight
      // draws it twice (the phone's menu and the desktop's column), and a game page's thirty-odd
      // rule sections made it 220 to 300 elements of the page; each part's rules follow its heading.
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 2 },
      // The app's manifest and colour (src/build/offline.ts registers its worker).
      head: offlineHead,
      lastUpdated: false,
      pagination: false,
      // The tables of contents with a lighter script (src/astro/toc/toc.ts says why).
      components: {
        Sidebar: './src/astro/Sidebar.astro',
        TableOfContents: './src/astro/toc/TableOfContents.astro',
        MobileTableOfContents: './src/astro/toc/MobileTableOfContents.astro',
      },
    }),
    // client:asked: the island of a page's parts loaded on demand (the quiz, the guided lesson)
    // wakes when the reader asks for one (src/components/core/launch-parts.ts).
    {
      name: 'worked-hands:asked',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'asked', entrypoint: './src/components/core/launch-parts.ts' });
        },
      },
    },
    // The browser's script in a few files by what they are (src/build/chunks.ts): the client build
    // only, as the server build runs every module at once and needs no such cut.
    {
      name: 'worked-hands:chunks',
      hooks: {
        'astro:build:setup': ({ vite, target }) => {
          if (target !== 'client') return;
          const output = vite.build?.rollupOptions?.output;
          if (output === undefined || Array.isArray(output)) throw new Error('The client build has no single output.');
          output.manualChunks = clientChunks;
          if (typeof output.entryFileNames !== 'string')
            throw new Error("The client build's entry names are not a pattern.");
          output.entryFileNames = clientEntryNames(output.entryFileNames);
        },
      },
    },
    // After Starlight, so its heading anchor links exist when this plugin lightens them.
    {
      name: 'worked-hands:light-anchors',
      hooks: {
        'astro:config:setup': ({ updateConfig }) => {
          updateConfig({ markdown: { rehypePlugins: [rehypeLightAnchors] } });
        },
      },
    },
    // The sitemap Starlight adds by itself when the site has an address, less the quick-start cards
    // (pages/[game]/card.astro): each repeats its game page's quick start and asks not to be indexed.
    sitemap({ filter: (page) => !/^\/[^/]+\/card\/$/.test(new URL(page).pathname) }),
    mdx(),
    preact(),
    // Each page's policy finished (its style attributes) and checked, before the worker records
    // the pages' revisions.
    finishPolicies(),
    // Last: the worker caches every file the build and the integrations above wrote.
    ...offline(),
  ],
});
