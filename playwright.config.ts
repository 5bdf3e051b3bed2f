// Browser tests against the built site (npm run build first), in the system Chromium: browser
// downloads are impossible on our machines, so Playwright never installs its own.
//
// The browser is Debian's Chromium headless shell (package chromium-headless-shell, the same
// Chromium release without the desktop browser around it; .ci/run installs it) when it is there,
// else Chromium itself (package chromium). The shell is what Playwright runs headless tests in
// when it brings its own browsers, and each new page costs a third of the processor time it
// costs in the full browser: a third less time for the whole run. CHROMIUM_PATH chooses another.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env['CHROMIUM_PATH'] ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
const port = Number(process.env['E2E_PORT'] ?? 4322);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // An island hydrates and draws in about a second on an idle machine; on two busy cores it has
  // taken more than Playwright's default 5 s, so a wait fails only past 10 s.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // The offline worker (src/build/offline.ts) would cache the whole site, 2.7 MB, in every test's
    // fresh context once its page has loaded: work no other test needs, on two busy cores. The
    // offline tests (tests/e2e/offline.spec.ts) open their own contexts with it allowed.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      // Our machines have no outside network: these keep Chromium from trying to reach it.
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
