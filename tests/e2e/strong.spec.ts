// The strong bot and hints in every sandbox: a hint names a move, says why from the search, and
// links its rule, and its move can be made from it; the worker's script loads only when first needed
// (a hint, or the strong bots switched on, which start and warm the workers); the strong bots play
// on with their reasons in the log on request; the page takes input while the search runs.
import { expect, test, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
import { openLog, openSandbox, setInstantBots, watchErrors } from './helpers.ts';
import { firstMove } from './moves.ts';

/** Worker scripts the page has fetched so far. */
function workerLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (/search-worker/.test(request.url())) loads.push(request.url());
  });
  return loads;
}

for (const { game, page: path } of GAMES) {
  test(`${game.title}: a hint names a move with the search's reason and its rule; the worker loads on first use`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const loads = workerLoads(page);
    await page.goto(path);
    await openSandbox(page);
    const sandbox = page.locator('.wh-sandbox');
    const hint = sandbox.getByRole('button', { name: 'Hint', exact: true });
    // The bots may move first: the hint is for the reader's turn.
    if (await hint.isDisabled()) await sandbox.getByRole('button', { name: 'Skip to my turn' }).click();
    await expect(hint).toBeEnabled();
    expect(loads, 'no worker before the first hint').toEqual([]);
    await hint.click();
    const note = sandbox.locator('.wh-advice');
    await expect(note).toContainText(
      /of the deals tried|on average|only move|where it is|cannot tell positions apart|at the ends/,
      {
        timeout: 15_000,
      },
    );
    const link = note.locator('a[data-rule-link]');
    await expect(link).toHaveCount(1);
    const rule = await link.getAttribute('data-rule-link');
    await expect(page.locator(`[data-rule="${rule}"]`), `rule ${rule} has a section`).toHaveCount(1);
    // One worker per core (search/client.ts), all started from the one script.
    expect(loads.length).toBeGreaterThan(0);
    expect(new Set(loads).size).toBe(1);
    // Asked again in the same position, the same hint (not the other of two close moves).
    const advice = await note.textContent();
    await hint.click();
    await expect(note).toContainText('See the rule');
    await expect(note).toHaveText(advice ?? '');
    // The hint's move, made for the reader: no refusal, the hint gone (it goes with the position it
    // was for), and focus kept in the sandbox for a keyboard user.
    await note.getByRole('button', { name: 'Play this move' }).click();
    await expect(note.locator('p')).toHaveCount(0);
    await expect(sandbox.locator('.wh-refusal p')).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelector('.wh-sandbox')?.contains(document.activeElement))).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  test(`${game.title}: strong bots play on after the reader's first move, their reasons in the log on request`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const loads = workerLoads(page);
    await page.goto(path);
    await openSandbox(page);
    await setInstantBots(page);
    const sandbox = page.locator('.wh-sandbox');
    const strong = sandbox.getByRole('button', { name: 'Strong bots' });
    expect(loads, 'no worker before the strong bots are switched on').toEqual([]);
    await strong.click();
    await expect(strong).toHaveAttribute('aria-pressed', 'true');
    // Switched on, the workers start at once and warm up while the reader thinks (search/serve.ts).
    await expect
      .poll(() => loads.length, { message: 'the workers start when the strong bots are switched on' })
      .toBeGreaterThan(0);
    await firstMove(game.id, sandbox, (target) => target.click());
    const log = await openLog(sandbox);
    const reasons = sandbox.getByLabel("Show the strong bots' reasons");
    await expect(reasons).not.toBeChecked();
    await expect(log.locator('.wh-log-why')).toHaveCount(0);
    await reasons.check();
    // The reader plays on (the first move each turn offers) until a strong bot has made a move it
    // chose by search: a forced move, or one its game does not search, gives no reason.
    const why = log.locator('.wh-log-why');
    const dock = sandbox.locator('.wh-dock');
    // A move button the engine allows now, else a playable card (which, in DWYN, opens its moves).
    const allowed = dock.getByRole('button', { name: /\(allowed now\)$/ }).or(sandbox.locator('.wh-pick button'));
    const playable = dock.getByRole('button', { name: /\(playable\)(: choose what to do with it)?$/ });
    for (let turn = 0; turn < 20 && (await why.count()) === 0; turn++) {
      await expect(allowed.or(playable).or(why).first()).toBeVisible({ timeout: 30_000 });
      if ((await why.count()) > 0) break;
      await ((await allowed.count()) > 0 ? allowed : playable).first().click();
    }
    await expect(why.first()).toContainText(/^Why: \S/);
    expect(errors).toEqual([]);
  });
}

test('Day: strong bots play a whole hand to its end once the reader folds, with no console error', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/day/');
  await openSandbox(page);
  await setInstantBots(page);
  const sandbox = page.locator('.wh-sandbox');
  await sandbox.getByRole('button', { name: 'Strong bots' }).click();
  await firstMove('day', sandbox, (target) => target.click());
  // The reader folds at the first bet they face (or checks while nobody has bet); the strong bots
  // play the rest of the hand out.
  const result = sandbox.locator('.wh-result');
  for (let turn = 0; turn < 20 && !(await result.isVisible()); turn++) {
    const move = sandbox.getByRole('button', { name: /^(Fold|Check) \(allowed now\)$/ }).first();
    await expect(move.or(result).first()).toBeVisible({ timeout: 30_000 });
    if (await result.isVisible()) break;
    await move.click();
  }
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(sandbox.locator('.wh-status')).toContainText('The hand is over');
  expect(errors).toEqual([]);
});

test('the page takes input while the strong bot thinks over a hint', async ({ page }) => {
  await page.goto('/dark-hearts/');
  await openSandbox(page);
  const sandbox = page.locator('.wh-sandbox');
  const reveal = sandbox.getByRole('button', { name: 'Reveal all cards' });
  await expect(reveal).toHaveAttribute('aria-pressed', 'false');
  // The hand opens with the pass, which the bots make at once, once their script has loaded; the
  // hints below are asked for after their passes, so each one's time is the search's alone.
  await expect(sandbox.locator('.wh-badge', { hasText: /^passing$/ })).toHaveCount(1);
  // Warm the worker up, so the next hint's whole time is the search's; its move is made, so the
  // next hint is for a new position (a position's hint is given once, then kept: search/client.ts).
  const hint = sandbox.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  const note = sandbox.locator('.wh-advice');
  await expect(note).toContainText('See the rule', { timeout: 15_000 });
  await note.getByRole('button', { name: 'Play this move' }).click();
  await expect(sandbox.locator('.wh-badge', { hasText: /^passing$/ })).toHaveCount(0);
  if (await hint.isDisabled()) await sandbox.getByRole('button', { name: 'Skip to my turn' }).click();
  await expect(hint).toBeEnabled({ timeout: 15_000 });
  // From inside the page: ask for a hint, and 50 ms later press "Reveal all cards". Were the search
  // on the page's thread, the press would wait until the hint was given.
  const seen = await page.evaluate(
    () =>
      new Promise<{ thinking: boolean; text: string }>((done) => {
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('.wh-sandbox .wh-toolbar button')];
        const button = (name: string) => buttons.find((b) => b.textContent?.trim() === name);
        button('Hint')?.click();
        setTimeout(() => {
          button('Reveal all cards')?.click();
          const text = document.querySelector('.wh-advice')?.textContent ?? '';
          done({ thinking: /thinking about your move/.test(text), text });
        }, 50);
      }),
  );
  expect(seen.thinking, `the press was handled while the search ran (the hint read: ${seen.text})`).toBe(true);
  await expect(reveal).toHaveAttribute('aria-pressed', 'true');
  await expect(note).toContainText('See the rule', { timeout: 15_000 });
});

test('Dark Hearts: a hint asked before the bots have passed stays when their hidden passes land', async ({ page }) => {
  const errors = watchErrors(page);
  // Hold the bots' script back until the hint has come, so their passes land after it.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/bot\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dark-hearts/');
  await openSandbox(page);
  const sandbox = page.locator('.wh-sandbox');
  const passing = sandbox.locator('.wh-badge', { hasText: /^passing$/ });
  await expect(passing).not.toHaveCount(1);
  await sandbox.getByRole('button', { name: 'Hint', exact: true }).click();
  const note = sandbox.locator('.wh-advice');
  await expect(note).toContainText('See the rule', { timeout: 15_000 });
  const advice = await note.textContent();
  release();
  await expect(passing).toHaveCount(1);
  // The reader's choice is the same pass: the hint still stands, and its move can still be made.
  await expect(note).toHaveText(advice ?? '');
  await note.getByRole('button', { name: 'Play this move' }).click();
  await expect(sandbox.locator('.wh-refusal p')).toHaveCount(0);
  await expect(passing).toHaveCount(0);
  expect(errors).toEqual([]);
});
