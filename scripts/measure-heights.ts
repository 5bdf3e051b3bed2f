// npm run measure:heights (after npm run build): the heights each worked example's stepper keeps at
// every step, measured in Chromium on the built site, written to each game's own folder,
// src/components/<game>/stage-heights.json (src/site/stage-heights.ts says what they are). Build
// again afterwards: <Example> writes them into the pages.
//
// For each example, on a 390 x 844 phone and on a 1280 x 900 desktop, the stepper is shown every
// step in turn with its box's reserved height taken off and the step's words right under the table,
// and the tallest the box gets is kept (in rem, rounded up to a twentieth). An example or a game's
// table that changes (new steps, other words, other styles) needs new heights:
// tests/e2e/steps.spec.ts fails, naming the example, when a step outgrows its box or the box is
// far taller than its tallest step.
//
// It serves dist/ with `astro preview` on MEASURE_PORT (4399 unless set), or uses a server already
// answering there. The browser is the one the browser tests use (playwright.config.ts).

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { GAMES } from '../src/engine/registry.ts';
import { parseExampleFile } from '../src/examples/script.ts';
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

/** The box without its reserved height, the words right under the table: it takes the size its step gives it. */
const UNRESERVED = '.wh-stepper-stage { min-height: 0 !important; } .wh-words { position: static !important; }';

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

/** The tallest stage of example `slug`, in px, over its `last` + 1 steps. */
async function tallest(page: Page, slug: string, last: number): Promise<number> {
  const id = `ex-${slug}`;
  await page.evaluate((hash) => (window.location.hash = hash), `#${id}-0`);
  await page.locator(`astro-island:not([ssr]) #${id}:not([aria-busy="true"])`).waitFor();
  return page.evaluate(
    async ([id, last]) => {
      const stepper = document.getElementById(id as string) as HTMLElement;
      const painted = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const height = (selector: string) => stepper.querySelector(selector)?.getBoundingClientRect().height ?? 0;
      let stage = 0;
      for (let step = 0; step <= (last as number); step++) {
        if (step > 0) stepper.querySelector<HTMLButtonElement>('.wh-next')?.click();
        await painted();
        const count = stepper.querySelector('.wh-step-count')?.textContent ?? '';
        if (count !== (step === 0 ? 'Start' : `Step ${step} of ${last}`)) throw new Error(`${id}: at "${count}"`);
        stage = Math.max(stage, height('.wh-stepper-stage'));
      }
      return stage;
    },
    [id, last] as const,
  );
}

const rem = (px: number): number => Math.ceil((px / 16) * 20 - 1e-6) / 20;

const stop = await serve();
const browser = await chromium.launch({ executablePath });
try {
  const measured = new Map<string, Map<string, number[]>>();
  for (const screen of SCREENS) {
    const page = await browser.newPage({ ...screen, serviceWorkers: 'block' });
    for (const { game, page: path, components } of GAMES) {
      if (!components.examples) continue;
      const folder = `content/examples/${game.id}`;
      const slugs = readdirSync(folder)
        .filter((file) => file.endsWith('.yaml'))
        .map((file) => file.replace(/\.yaml$/, ''))
        .sort();
      await page.goto(`${base}${path}`);
      await page.addStyleTag({ content: UNRESERVED });
      const heights = measured.get(game.id) ?? new Map<string, number[]>();
      measured.set(game.id, heights);
      for (const slug of slugs) {
        const last = parseExampleFile(readFileSync(`${folder}/${slug}.yaml`, 'utf8'), `${folder}/${slug}.yaml`).steps
          .length;
        heights.set(slug, [...(heights.get(slug) ?? []), await tallest(page, slug, last)]);
      }
    }
    await page.close();
  }
  for (const [game, heights] of measured) {
    const file: Record<string, StageHeights> = {};
    for (const [slug, [phone, wide]] of heights) {
      if (phone === undefined || wide === undefined) throw new Error(`${game}/${slug}: not measured on both screens`);
      file[slug] = [rem(phone), rem(wide)];
    }
    const path = `src/components/${game}/stage-heights.json`;
    const lines = Object.entries(file as HeightsFile).map(
      ([slug, h]) => `  ${JSON.stringify(slug)}: ${JSON.stringify(h)}`,
    );
    writeFileSync(path, `{\n${lines.join(',\n')}\n}\n`);
    console.log(`${path}: ${lines.length} example${lines.length === 1 ? '' : 's'}`);
  }
} finally {
  await browser.close();
  stop?.();
}
