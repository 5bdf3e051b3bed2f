// Ways into the position view and out of it (issue 43): an example's step opens the view at that
// step's very position (the stepper's one "Set up from here" link, drawn with the frames; a step no
// position can hold says so instead), the game page links to the view, every option of the
// sandbox is edited there (a change that makes the position impossible says why, and puts back),
// printing gives the position and its ruling without the editor, and "Copy as an example" writes
// the start of an example file.
import { expect, test, type Page } from '@playwright/test';
import { encodePosition } from '../../src/engine/core/position/share.ts';
import { gameById, GAMES } from '../../src/engine/registry.ts';
import { parseExampleFile } from '../../src/examples/script.ts';
import { exampleMoments } from '../examples/moments.ts';
import { EXAMPLES, watchErrors } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The `#pos=` fragment of example `slug` of `game` after `step` steps, from the engine here; null mid-move. */
function positionAfter(game: string, slug: string, step: number): string | null {
  const { script, game: engine, options, states } = exampleMoments(`content/examples/${game}/${slug}.yaml`);
  const state = states[step];
  try {
    return `#pos=${encodePosition(engine, { options, seed: script.seed, position: engine.positionOf(state) })}`;
  } catch {
    return null;
  }
}

/** The view, loaded: its editor drawn. */
async function openView(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('.wh-pos-edit')).toBeVisible({ timeout: 15_000 });
}

/** Opens example `slug` at `step` by its permalink; its stepper, with its frames drawn. */
async function stepperAt(page: Page, path: string, slug: string, step: number) {
  await page.goto(`${path}#ex-${slug}-${step}`);
  const stepper = page.locator(`section#ex-${slug}`);
  await expect(stepper.locator('.wh-step-count')).toHaveText(step === 0 ? 'Start' : new RegExp(`^Step ${step} of`), {
    timeout: 15_000,
  });
  return stepper;
}

for (const { game, page: path } of GAMES.map((m) => ({ game: m.game.id, page: m.page }))) {
  test(`${game}: "Set up from here" on an example's step opens the view at that step's position`, async ({ page }) => {
    const errors = watchErrors(page);
    const example = EXAMPLES.find((e) => e.game === game && e.steps >= 2);
    if (example === undefined) throw new Error(`${game} has no example of two steps`);
    const step = [2, 1, 3].find((n) => positionAfter(game, example.slug, n) !== null) ?? 0;
    const expected = positionAfter(game, example.slug, step);
    const stepper = await stepperAt(page, path, example.slug, step);
    // One link a stepper, none in the page's HTML: it is drawn with the frames.
    await expect(stepper.getByRole('link', { name: 'Set up from here' })).toHaveCount(1);
    await stepper.getByRole('link', { name: 'Set up from here' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}position/#pos=`));
    await expect(page.locator('.wh-pos-edit')).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).hash).toBe(expected);
    await expect(page.locator('.wh-pos-problems')).toBeEmpty();
    await expect(page.locator('.wh-notice')).toHaveCount(0);
    await expect(page.locator('.wh-pos-ruling')).toContainText(/legal move/);
    expect(errors).toEqual([]);
  });
}

test("Dawn: mid-swap, an example's step says no position holds it, and the start, a whole moment, links again", async ({
  page,
}) => {
  expect(positionAfter('dawn', 'swap', 4)).toBeNull();
  const stepper = await stepperAt(page, '/dawn/', 'swap', 4);
  await expect(stepper.locator('.wh-play-on')).toContainText('No position mid-move');
  await expect(stepper.getByRole('link', { name: 'Set up from here' })).toHaveCount(0);
  await stepper.getByRole('button', { name: 'First' }).click();
  await expect(stepper.getByRole('link', { name: 'Set up from here' })).toHaveCount(1);
});

test('the game page links to its position view, from its rulings', async ({ page }) => {
  for (const { page: path } of GAMES) {
    await page.goto(path);
    const link = page.locator('.sl-markdown-content').getByRole('link', { name: 'set up the position' });
    await expect(link).toHaveAttribute('href', `${path}position/`);
  }
  await page.goto('/day/');
  await page.getByRole('link', { name: 'set up the position' }).click();
  await expect(page).toHaveURL(/\/day\/position\//);
  await expect(page.locator('.wh-pos-ruling')).toContainText('legal move', { timeout: 15_000 });
});

test('Dawn: an option changed on the position; one that makes it impossible says why and puts back', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openView(page, '/dawn/position/');
  // The player count shows unfolded (issue 43's trial); the other options are folded.
  const place = page.locator('.wh-pos-options-place');
  const players = place.locator('> .wh-pos-options');
  await expect(players.getByLabel('Players')).toHaveValue('4');
  const fold = page.locator('.wh-pos-options-fold');
  await expect(fold.locator('> summary')).toHaveText('Other options');
  await fold.locator('> summary').click();
  const options = fold.locator('.wh-pos-options');
  const ruling = page.locator('.wh-pos-ruling');
  // Dusk sheds red cards: the cards stay, the position is ruled under the new option, and the
  // address comes to hold it (it is written as the view settles, not at once).
  await options.getByLabel('Variant').selectOption({ label: 'Dusk (shed red cards)' });
  await expect(page.locator('.wh-pos-problems')).toBeEmpty();
  await expect(page).toHaveURL(/#pos=/);
  await expect
    .poll(() => Buffer.from(page.url().split('#pos=')[1] ?? '', 'base64url').toString('latin1'))
    .toContain('"variant":"dusk"');
  const dusk = page.url();
  // Three players cannot hold the fourth seat's hand: said, with the problem; nothing is lost.
  const places = await page.locator('.wh-pos-places').innerText();
  await players.getByLabel('Players').selectOption('3');
  await expect(players.locator('.wh-notice')).toContainText('With Players set to "3", this position cannot happen:');
  await expect(page.locator('.wh-pos-problems')).toContainText('This position cannot happen yet.');
  await expect(ruling).toHaveCount(0);
  await players.getByRole('button', { name: 'Put the option back' }).click();
  await expect(page.locator('.wh-pos-problems')).toBeEmpty();
  await expect(players.getByLabel('Players')).toHaveValue('4');
  expect(await page.locator('.wh-pos-places').innerText()).toBe(places);
  expect(page.url()).toBe(dusk);
  // An option the game refuses (one deck for four hands) changes nothing, and says why.
  await options.locator('summary', { hasText: 'More options' }).click();
  await options.getByLabel('Decks').selectOption('1');
  await expect(options.locator('.wh-notice')).toContainText('Decks cannot be "1" here');
  await expect(options.getByLabel('Decks')).not.toHaveValue('1');
  expect(page.url()).toBe(dusk);
  expect(errors).toEqual([]);
});

test('printed, the view gives the position and its ruling, without the editor', async ({ page }) => {
  await openView(page, '/dark-hearts/position/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.wh-pos-ruling')).toBeVisible();
  await expect(page.locator('.wh-pos-ruling .wh-pos-moves button').first()).toBeVisible();
  for (const hidden of ['.wh-pos-edit', '.wh-pos-deck', '.wh-pos-show', '.wh-pos-keep', '.wh-dock']) {
    await expect(page.locator(hidden).first(), hidden).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'A fresh deal' })).toBeHidden();
  const paper = page.locator('.wh-pos-paper');
  await expect(paper).toBeVisible();
  await expect(paper).toContainText(`The position, on the web: ${new URL(page.url()).href}`);
  // The facts that are set, and every card's place in words (the hand to act is in the controls,
  // which do not print).
  await expect(paper).toContainText('Dealer: A');
  await expect(paper).not.toContainText('not set');
  await expect(paper).toContainText(/A's hand: (\S+ ){12}\S+\./);
  await page.emulateMedia({ media: 'screen' });
  await expect(paper).toBeHidden();
  await expect(page.locator('.wh-pos-edit')).toBeVisible();
});

test('"Copy as an example" writes the start of an example file, to the clipboard and a box', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openView(page, '/black-and-red/position/');
  await page.getByRole('button', { name: 'Copy as an example' }).click();
  const box = page.getByRole('textbox', { name: "The example's start, as a file" });
  await expect(box).toHaveValue(/^# The start of a worked example of Black & Red/);
  const text = await box.inputValue();
  expect(text).toMatch(/\nposition:\n {2}\w/);
  expect(text).toMatch(/\nsteps:\n {2}- seat: [A-B]\n/);
  await expect(page.locator('.wh-pos-example')).toContainText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  // The file reads as an example, from this very position.
  const script = parseExampleFile(text, 'content/examples/black-and-red/from-the-view.yaml');
  const shared = new URL(page.url()).hash;
  const game = gameById('black-and-red').game;
  expect(
    `#pos=${encodePosition(game, { options: script.options, seed: script.seed, position: script.position })}`,
  ).toBe(shared);
});
