// The position view's moves in words and the strong bot's opinion (issue 43), on a 390 x 844
// phone: a Day moment opened from its link (the seat to act short of chips, facing a bet), every
// legal move read in words ("Go all in (2 chips)", never "allin"), then "Ask the strong bot": its
// code is fetched only then, and it gives one sentence per legal move, the best found first.
import { expect, test } from '@playwright/test';
import { encodePosition } from '../../src/engine/core/position/share.ts';
import { gameById } from '../../src/engine/registry.ts';
import { watchErrors } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const DAY = gameById('day');
// B has 2 chips left and faces A's bet of 3 (no limit: under fixed limit a bet of 3 is two raises,
// which need two players' bets): folding or going all in are its moves.
const SHORT_STACK = {
  phase: 'bet1',
  hands: { A: ['1R', '2R'], B: ['3R', '4R'] },
  community: ['5R', '6R'],
  turn: 'B',
  stacks: { A: 194, B: 2 },
  committed: { A: 3, B: 1 },
  roundBets: { A: 3 },
};

test("Day: the ruling's moves in words, then the strong bot's opinion of each, fetched when asked", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const link = `#pos=${encodePosition(DAY.game, { options: { players: 2, limit: 'no-limit' }, seed: 1, position: SHORT_STACK })}`;
  await page.goto(`${DAY.page}position/${link}`);
  const ruling = page.locator('.wh-pos-ruling');
  await expect(ruling).toContainText('B to act: 2 legal moves', { timeout: 15_000 });

  const moves = ruling.locator('.wh-pos-moves li button');
  await expect(moves).toHaveText(['Fold', 'Go all in (2 chips)']);
  for (const label of await moves.allInnerTexts()) expect(label).not.toMatch(/^[a-z]|allin|:/);

  // Following a move says it in words too.
  await moves.nth(1).tap();
  await expect(page.locator('.wh-pos-line')).toContainText('B: Go all in (2 chips)');
  await page.getByRole('button', { name: 'Back to the position' }).tap();

  // The opinion's code comes only when asked.
  expect(fetched.filter((path) => /OpinionPanel|search-worker/.test(path))).toEqual([]);
  await page.getByRole('button', { name: 'Ask the strong bot' }).tap();
  const opinion = page.locator('.wh-pos-opinion');
  await expect(opinion.getByRole('heading', { name: "The strong bot's opinion" })).toBeVisible();
  await expect(opinion).toContainText('as if you sat at B');
  const said = opinion.locator('.wh-pos-opinion-moves li');
  await expect(said).toHaveCount(2, { timeout: 30_000 });
  await expect(said.first()).toHaveAttribute('data-mark', 'best');
  await expect(said.first()).toContainText(/Best found: on average you end the hand/);
  const texts = await said.allInnerTexts();
  expect(texts.map((text) => text.split('.')[0]).sort()).toEqual(['Fold', 'Go all in (2 chips)']);
  // A's hole cards are hidden from B: the opinion never names them.
  const hidden = SHORT_STACK.hands.A.map((card) => DAY.game.deck.facts(card).name);
  for (const text of texts) for (const name of hidden) expect(text).not.toContain(name);
  expect(fetched.some((path) => /search-worker/.test(path))).toBe(true);
  expect(errors).toEqual([]);
});
