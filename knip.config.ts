// Knip (part of npm run lint): unused files, unused exports and exported types, and unused or
// unlisted dependencies fail the lint. Its plugins read the rest from the project's own configs:
// Astro (srcDir '.': the pages content/docs/*.mdx and everything they import, .astro and .mdx
// included), Vitest (tests/**/*.test.ts), Playwright (tests/e2e), Vite, ESLint and Prettier. Knip
// follows dynamic import(), import.meta.glob and a worker's new URL('./search-worker.ts',
// import.meta.url) on its own. An export that only its own file uses loses its `export`.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // The two engine benchmarks: tests/bench/vite.config.ts builds one of them, picked by the BENCH
  // variable. (Knip finds the vite-node entries, scripts/size-report.ts and
  // tests/bench/search-browser.ts, in package.json's scripts itself.)
  // public/update.js: the update notice, which every page's registration script (src/build/offline.ts)
  // imports by its address when a new build is waiting. src/components/core/launch-parts.ts: the
  // client:asked directive, which astro.config.mjs names by its path for Astro to build.
  // tests/e2e/*/driver.ts: each game's browser-test driver, which tests/e2e/driver.ts imports by
  // the game's id from the registry.
  entry: [
    'tests/bench/engine-bench.ts',
    'tests/bench/search-bench.ts',
    'public/update.js',
    'src/components/core/launch-parts.ts',
    'tests/e2e/*/driver.ts',
  ],
  ignoreIssues: {
    // controller.ts loads it with Promise.all([import('./share-codec.ts'), ...]) and ShareBox.tsx
    // calls codec.encodeSession on the result: knip cannot follow a module namespace through that.
    'src/components/core/sandbox/share-codec.ts': ['exports'],
  },
};

export default config;
