// npm run measure:heights (after npm run build): the heights each worked example's stepper keeps at
// every step, measured in Chromium on the built site, written to each game's own folder,
// src/components/<game>/stage-heights.json (src/site/stage-heights.ts says what they are). Build
// again afterwards: <Example> writes them into the pages.
//
// For each example, on a 390 x 844 phone and on a 1280 x 900 desktop, the stepper is shown every
// step in turn with its reserved heights taken off and the step's words right under the table, and
// the tallest the box gets is kept (in rem, rounded up to a twentieth); so is the tallest middle of
// the table, when the box still fits the screen with the middle kept at that height at every step. An example or a game's
// table that changes (new steps, other words, other styles) needs new heights:
// tests/e2e/steps.spec.ts fails, naming the example, when a step outgrows its box or the box is
// far taller than its tallest step.
//
// And for each game's sandbox, on the same two screens, the height of its first deal as it appears
// (the page's own seed, nothing saved or linked), which the empty box keeps until then, written to
// src/components/<game>/sandbox-heights.json (src/site/sandbox-heights.ts).
//
// It serves dist/ with `astro preview` on MEASURE_PORT (4399 unless set), or uses a server already
// answering there. The browser is the one the browser tests use (playwright.config.ts).

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { GAMES } from '../src/engine/registry.ts';
import { parseExampleFile } from '../src/examples/script.ts';
import type { SandboxHeights } from '../src/site/sandbox-heights.ts';
import type { HeightsFile, StageHeights } from '../src/site/stage-heights.ts';

const SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env['CHROMIUM_PATH'] ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
const port = Number(process.env['MEASURE_PORT'] ?? 4399);
const base = `http://127.0.0.1:${port}`;

/** The two screens a height is kept for: [phone, desktop], as <Example>'s style sets them. */
const SCREENS = [
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { viewport: { width: 1280, height: 900 } },
] as const;

/**
 * The boxes without their reserved heights, the words right under the table: each takes the size
 * its step gives it.
 */
const UNRESERVED =
  '.wh-stepper-stage, .wh-stepper .wh-centre { min-height: 0 !important; } .wh-words { position: static !important; }';

/** What one example needs on one screen, in px. */
interface Needs {
  /** The box: the tallest table and words together. */
  readonly stage: number;
  /** The middle of the table at its tallest, and the box with the middle kept that tall at every step. */
  readonly centre: number;
  readonly stageWithCentre: number;
  /** The height the box may take: the window's, less Starlight's header and the step buttons. */
  readonly room: number;
}

async function answering(): Promise<boolean> {
  try {
    return (await fetch(base)).ok;
  } catch {
    return false;
  }
}

async function serve(): Promise<(() => void) | null> {
  if (await answering()) return null;
  const server = spawn('npx', ['astro', 'preview', '--host', '127.0.0.1', '--port', String(port)], {
    stdio: 'ignore',
    detached: true,
  });
  for (let tries = 0; !(await answering()); tries++) {
    if (tries > 120) throw new Error(`astro preview did not answer on ${base}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return () => process.kill(-(server.pid as number));
}

/** What example `slug` needs, over its `last` + 1 steps. */
async function needs(page: Page, slug: string, last: number): Promise<Needs> {
  const id = `ex-${slug}`;
  await page.evaluate((hash) => (window.location.hash = hash), `#${id}-0`);
  await page.locator(`astro-island:not([ssr]) #${id}:not([aria-busy="true"])`).waitFor();
  return page.evaluate(
    async ([id, last]) => {
      const stepper = document.getElementById(id as string) as HTMLElement;
      const painted = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const height = (selector: string) => stepper.querySelector(selector)?.getBoundingClientRect().height ?? 0;
      const steps: { stage: number; centre: number }[] = [];
      for (let step = 0; step <= (last as number); step++) {
        if (step > 0) stepper.querySelector<HTMLButtonElement>('.wh-next')?.click();
        await painted();
        const count = stepper.querySelector('.wh-step-count')?.textContent ?? '';
        if (count !== (step === 0 ? 'Start' : `Step ${step} of ${last}`)) throw new Error(`${id}: at "${count}"`);
        steps.push({ stage: height('.wh-stepper-stage'), centre: height('.wh-centre') });
      }
      const centre = Math.max(...steps.map((s) => s.centre));
      // As the stepper reckons it (Stepper.tsx, showWhole): the scroll padding, less its air.
      const covered = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) - 18;
      const gap = parseFloat(getComputedStyle(stepper).rowGap) || 0;
      return {
        stage: Math.max(...steps.map((s) => s.stage)),
        centre,
        stageWithCentre: Math.max(...steps.map((s) => s.stage - s.centre + centre)),
        room: innerHeight - covered - gap - height('.wh-stepper-dock'),
      };
    },
    [id, last] as const,
  );
}

/** The height of the sandbox on `path` as its first deal appears, in px. */
async function firstDeal(page: Page, path: string): Promise<number> {
  await page.goto(`${base}${path}`);
  await page.evaluate(() => document.fonts.ready);
  // It hydrates when it comes into view (client:visible).
  await page.locator('.wh-sandbox-host').scrollIntoViewIfNeeded();
  const dealt = page.locator('.wh-sandbox:not(.wh-sandbox-pending)');
  await dealt.locator('.wh-seed').waitFor();
  return dealt.evaluate((sandbox) => sandbox.getBoundingClientRect().height);
}

const rem = (px: number): number => Math.ceil((px / 16) * 20 - 1e-6) / 20;

const stop = await serve();
const browser = await chromium.launch({ executablePath });
try {
  const measured = new Map<string, Map<string, Needs[]>>();
  const sandboxes = new Map<string, number[]>();
  for (const screen of SCREENS) {
    for (const { game, page: path, components } of GAMES) {
      if (!components.sandbox) continue;
      // A page of its own: nothing saved by another.
      const page = await browser.newPage({ ...screen, serviceWorkers: 'block' });
      sandboxes.set(game.id, [...(sandboxes.get(game.id) ?? []), await firstDeal(page, path)]);
      await page.close();
    }
    // The measuring styles it adds (addStyleTag) are no part of the site: past the page's policy.
    const page = await browser.newPage({ ...screen, serviceWorkers: 'block', bypassCSP: true });
    for (const { game, page: path, components } of GAMES) {
      if (!components.examples) continue;
      const folder = `content/examples/${game.id}`;
      const slugs = readdirSync(folder)
        .filter((file) => file.endsWith('.yaml'))
        .map((file) => file.replace(/\.yaml$/, ''))
        .sort();
      await page.goto(`${base}${path}`);
      await page.addStyleTag({ content: UNRESERVED });
      const heights = measured.get(game.id) ?? new Map<string, Needs[]>();
      measured.set(game.id, heights);
      for (const slug of slugs) {
        const file = `${folder}/${slug}.yaml`;
        const last = parseExampleFile(readFileSync(file, 'utf8'), file).steps.length;
        heights.set(slug, [...(heights.get(slug) ?? []), await needs(page, slug, last)]);
      }
    }
    await page.close();
  }
  for (const [game, heights] of measured) {
    const file: Record<string, StageHeights> = {};
    for (const [slug, screens] of heights) {
      if (screens.length !== SCREENS.length) throw new Error(`${game}/${slug}: not measured on every screen`);
      // The middle of the table keeps its tallest height too (what a step lays there moves nothing
      // under it), where the box still fits the screen with it; else the box alone.
      const kept = screens.map((n) => n.stageWithCentre <= n.room);
      file[slug] = {
        // (The middle rounded up makes the box taller by as much.)
        stage: screens.map((n, i) => rem(kept[i] ? n.stageWithCentre + rem(n.centre) * 16 - n.centre : n.stage)) as [
          number,
          number,
        ],
        centre: screens.map((n, i) => (kept[i] ? rem(n.centre) : 0)) as [number, number],
      };
    }
    const path = `src/components/${game}/stage-heights.json`;
    const lines = Object.entries(file as HeightsFile).map(
      ([slug, h]) => `  ${JSON.stringify(slug)}: ${JSON.stringify(h)}`,
    );
    writeFileSync(path, `{\n${lines.join(',\n')}\n}\n`);
    console.log(`${path}: ${lines.length} example${lines.length === 1 ? '' : 's'}`);
  }
  for (const [game, [phone = 0, wide = 0]] of sandboxes) {
    const path = `src/components/${game}/sandbox-heights.json`;
    const heights: SandboxHeights = { phone: rem(phone), wide: rem(wide) };
    writeFileSync(path, `${JSON.stringify(heights)}\n`);
    console.log(`${path}: ${heights.phone} rem on a phone, ${heights.wide} rem wider`);
  }
} finally {
  await browser.close();
  stop?.();
}
