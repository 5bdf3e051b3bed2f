// The Day sandbox through its UI: a whole hand in which the reader bets, raises and folds against
// the bots; fixed limit's one size, with no box for another amount; a refused bet with its rule
// link; an amount typed between the quick sizes; the showdown explained hand by hand; and bad links
// and saves (an impossible bet, chips that do not add up) refused with a clear message while the
// page goes on working.
import { seatLetter } from '../../../src/engine/core/seats.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Seat } from '../../../src/engine/core/game.ts';
import { DAY } from '../../../src/engine/day/manifest.ts';
import type { DayAction } from '../../../src/engine/day/actions.ts';
import type { DayState } from '../../../src/engine/day/state.ts';
import { oldPlayLink, oldRecord, openLog, openSandbox, playLink, setInstantBots, watchErrors } from '../helpers.ts';

const SANDBOX = '.wh-sandbox';
const READER: Seat = 0;
const OPTIONS = { players: 3 };

type Choice = 'keep' | 'bet' | 'raise' | 'call' | 'check' | 'fold';

/**
 * The reader's plan for the hand: keep both cards; in the first round bet when nothing is open and
 * raise the first time a bet comes back (else call); in the final round check, or fold to a bet.
 */
function plan(phase: string, legal: readonly DayAction[], raised: boolean): Choice {
  const can = (type: DayAction['type']): boolean => legal.some((a) => a.type === type);
  if (phase === 'substitute') return 'keep';
  if (phase === 'bet1') {
    if (can('bet')) return 'bet';
    if (can('raise') && !raised) return 'raise';
    return can('call') ? 'call' : 'check';
  }
  return can('check') ? 'check' : 'fold';
}

/** A seed whose hand, with the bots as the site plays them, has the reader bet, raise and fold. */
function seedWithBetRaiseFold(): number {
  const { game } = DAY;
  const bot = DAY.bot;
  const options = game.parseOptions(OPTIONS);
  for (let seed = 1; seed <= 3000; seed++) {
    let state = game.newGame(options, seed) as DayState;
    const done = new Set<Choice>();
    while (state.phase !== 'handOver' && state.phase !== 'over') {
      const seat = game.toAct(state)[0] as Seat;
      const legal = game.legalActions(state, seat) as readonly DayAction[];
      let action: DayAction;
      if (seat === READER) {
        const choice = plan(state.phase, legal, done.has('raise'));
        done.add(choice);
        action = legal.find((a) => a.type === choice) as DayAction;
      } else action = bot(game.view(state, seat), legal, seat) as DayAction;
      state = game.apply(state, seat, action).state as DayState;
    }
    if (done.has('bet') && done.has('raise') && done.has('fold')) return seed;
  }
  throw new Error('no seed up to 3000 has the reader bet, raise and fold');
}

async function dealSeed(sandbox: Locator, seed: number): Promise<void> {
  await sandbox.getByText('New hand: players, seat, variant, seed').click();
  await sandbox.getByLabel('Players').selectOption('3');
  await sandbox.getByLabel('Seed').fill(String(seed));
  await sandbox.getByRole('button', { name: 'Deal this hand' }).click();
  await expect(sandbox.locator('.wh-seed')).toContainText(`Seed ${seed}`);
}

/** Follows the plan through the UI until the hand is over; returns the moves the reader made. */
async function playHand(page: Page): Promise<Choice[]> {
  const sandbox = page.locator(SANDBOX);
  const made: Choice[] = [];
  for (let i = 0; i < 400; i++) {
    if (await sandbox.locator('.wh-result').isVisible()) return made;
    const status = (await sandbox.locator('.wh-status').textContent()) ?? '';
    const keep = sandbox.getByRole('button', { name: /^Keep both cards \(allowed now\)/ });
    const legal = async (name: RegExp): Promise<Locator | null> => {
      const button = sandbox.locator('.wh-day-move.wh-legal', { hasText: name });
      return (await button.count()) > 0 ? button.first() : null;
    };
    let choice: Choice | null = null;
    let button: Locator | null = null;
    if (await keep.isVisible()) {
      choice = 'keep';
      button = keep;
    } else if (/^First round/.test(status)) {
      const bet = await legal(/^Bet \d+ \(/);
      const raise = made.includes('raise') ? null : await legal(/^Raise to \d+ \(/);
      const call = await legal(/^Call \d+ \(/);
      [choice, button] = bet
        ? ['bet', bet]
        : raise
          ? ['raise', raise]
          : call
            ? ['call', call]
            : ['check', await legal(/^Check \(/)];
    } else if (/^Final round/.test(status)) {
      const check = await legal(/^Check \(/);
      [choice, button] = check ? ['check', check] : ['fold', await legal(/^Fold \(/)];
    }
    if (choice !== null && button !== null) {
      made.push(choice);
      await button.click();
    }
    await page.waitForTimeout(choice === null ? 50 : 150);
  }
  throw new Error(`the hand did not end; the reader made ${made.join(', ')}`);
}

test('a whole hand through the UI: the reader bets, raises and folds, and the result explains itself', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const seed = seedWithBetRaiseFold();
  await page.goto('/day/');
  await openSandbox(page);
  await setInstantBots(page);
  const sandbox = page.locator(SANDBOX);
  await dealSeed(sandbox, seed);
  const made = await playHand(page);
  expect(made).toEqual(expect.arrayContaining(['keep', 'bet', 'raise', 'fold']));
  const log = await openLog(sandbox);
  await expect(log).toContainText('A (you) keeps both cards.');
  await expect(log).toContainText(/A \(you\) bets 1\./);
  await expect(log).toContainText(/A \(you\) raises to \d+\./);
  await expect(log).toContainText('A (you) folds.');
  // The hand's result waits beside the hand, saying who took the pot and by which rule.
  const result = sandbox.locator('.wh-result');
  await expect(result).toContainText(/wins the pot|split the pot/);
  await expect(result.locator('a[data-rule-link]').first()).toBeVisible();
  // The reader folded, so the chips the reader put in went to someone else.
  await expect(sandbox.locator('.wh-seat', { hasText: 'A (you)' })).not.toContainText('100 chips');
  expect(errors).toEqual([]);
});

/** Two players at the final round: A to act with a bet of 1 open, fixed limit (or `limit`). */
const facingABet = (limit?: string): string =>
  playLink('/day/', {
    game: 'day',
    options: limit === undefined ? { players: 2 } : { players: 2, limit },
    seed: 5,
    seat: 0,
    position: {
      dealer: 'B',
      phase: 'bet2',
      hands: { A: ['7R', '8S'], B: ['2Rn', '12R'] },
      community: ['9Rn', '3S', '10S'],
      committed: { A: 1, B: 2 },
      roundBets: { B: 1 },
      acted: ['B'],
      turn: 'A',
    },
    actions: [],
  });
const FACING_A_BET = facingABet();

test('fixed limit: the one raise is a button, and no box offers any other amount', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(FACING_A_BET);
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-status')).toContainText('Final round: 1 chip to call');
  // A bet or raise is always 1 chip here: a box for an amount would suggest otherwise.
  await expect(sandbox.getByRole('button', { name: /^Raise to 2 \(allowed now\)/ })).toBeVisible();
  await expect(sandbox.getByRole('spinbutton')).toHaveCount(0);
  await expect(sandbox.getByRole('button', { name: 'Raise to this' })).toHaveCount(0);

  // The offered raise is taken, and the bot answers.
  await sandbox.getByRole('button', { name: /^Raise to 2 \(allowed now\)/ }).click();
  await expect(sandbox.locator('.wh-refusal')).toBeEmpty();
  await expect(await openLog(sandbox)).toContainText('A (you) raises to 2.');
  expect(errors).toEqual([]);
});

test('a refused bet names its rule, and the rule link lands on the section', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(facingABet('pot'));
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-status')).toContainText('Final round: 1 chip to call');
  // Pot limit: a raise may go to the pot (5 here) at most, so raising to 50 is refused.
  await sandbox.getByRole('spinbutton', { name: /Another amount to raise to/ }).fill('50');
  await sandbox.getByRole('button', { name: 'Raise to this' }).click();
  const refusal = sandbox.locator('.wh-refusal');
  await expect(refusal).toContainText('Your total for the round may only be from 2 to 5.');
  await refusal.getByRole('link', { name: 'How much you may bet' }).click();
  await expect(page).toHaveURL(/#betting-limits$/);
  await expect(page.locator('#betting-limits')).toBeInViewport();
  expect(errors).toEqual([]);
});

test('no limit: an amount typed between the quick sizes is taken', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(facingABet('no-limit'));
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  // The buttons offer raises to 2, 3 and 5 and all in; 7 is none of them, and allowed all the same.
  await expect(sandbox.getByRole('button', { name: /^Raise to 5 \(allowed now\)/ })).toBeVisible();
  await sandbox.getByRole('spinbutton', { name: /Another amount to raise to/ }).fill('7');
  await sandbox.getByRole('button', { name: 'Raise to this' }).click();
  await expect(sandbox.locator('.wh-refusal')).toBeEmpty();
  await expect(await openLog(sandbox)).toContainText('A (you) raises to 7.');
  expect(errors).toEqual([]);
});

test('a finished showdown names each hand, its points, its cards and its rule', async ({ page }) => {
  // The original's first example (content/examples/day/source-example.yaml): A's Crown stands for a 6 to make 4-5-6-7.
  await page.goto(
    playLink('/day/', {
      game: 'day',
      options: { players: 3, dedicatedDealer: true },
      seed: 2,
      seat: 0,
      position: {
        dealer: 'C',
        phase: 'bet2',
        hands: { A: ['Crown', '4R'], B: ['7S', '10R'], C: ['7R', '3S'] },
        community: ['7Rn', '9Rn', '5S'],
        turn: 'A',
      },
      actions: [
        { seat: 0, action: 'check' },
        { seat: 1, action: 'check' },
        { seat: 2, action: 'check' },
      ],
    }),
  );
  await openSandbox(page);
  const result = page.locator(`${SANDBOX} .wh-result`);
  await expect(result).toContainText('A (you): Consecutive: 4-5-6-7 · 4 points');
  await expect(result).toContainText('The Crown stands for the 6 of');
  await expect(result).toContainText('B: 2 of a kind: 7s · 2 points');
  await expect(result).toContainText('A (you) wins the pot');
  await expect(result.getByRole('link', { name: 'Consecutive' }).first()).toHaveAttribute('href', '#consecutive');
});

test('a link with an impossible bet says which move, and the page goes on working', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(
    oldPlayLink('/day/', {
      game: 'day',
      options: { players: 2 },
      seed: 4,
      seat: 0,
      actions: [
        { seat: 0, action: 'keep' },
        { seat: 1, action: 'keep' },
        { seat: 0, action: 'raise 500' },
      ],
    }),
  );
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-notice')).toContainText('Move 3 in it is not legal');
  await expect(sandbox.locator('.wh-controls')).toBeVisible();
  // The fresh deal plays.
  await setInstantBots(page);
  await expect(sandbox.locator('.wh-day-controls button').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a saved match whose chips do not add up is discarded with a notice', async ({ page }) => {
  const errors = watchErrors(page);
  const record = oldRecord({
    game: 'day',
    options: { players: 2 },
    seed: 4,
    seat: 0,
    position: { hands: { A: ['7R', '8S'], B: ['2Rn', '12R'] }, stacks: { A: 150, B: 99 } },
    actions: [],
  });
  const saved = JSON.stringify({ v: 1, record, pace: 0, reveal: false });
  await page.addInitScript((text) => window.localStorage.setItem('worked-hands:sandbox:day', text), saved);
  await page.goto('/day/');
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-notice')).toContainText('Your saved hand could not be restored');
  await expect(sandbox.locator('.wh-notice')).toContainText(/chips/);
  await expect(sandbox.locator('.wh-controls')).toBeVisible();
  expect(errors).toEqual([]);
});

/** A hand played by the bots to its end, with the reader (A) to deal the next one. */
function handOverReaderDeals(): { seed: number; actions: { seat: Seat; action: string }[] } {
  const { game } = DAY;
  const options = game.parseOptions(OPTIONS);
  for (let seed = 1; seed <= 500; seed++) {
    let state = game.newGame(options, seed) as DayState;
    const actions: { seat: Seat; action: string }[] = [];
    while (state.phase !== 'handOver' && state.phase !== 'over') {
      const seat = game.toAct(state)[0] as Seat;
      const legal = game.legalActions(state, seat) as readonly DayAction[];
      const action = DAY.bot(game.view(state, seat), legal, seat) as DayAction;
      actions.push({ seat, action: game.formatAction(action) });
      state = game.apply(state, seat, action).state as DayState;
    }
    if (state.phase === 'handOver' && game.toAct(state)[0] === READER) return { seed, actions };
  }
  throw new Error('no seed up to 500 leaves the reader to deal');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('after dealing the next hand, the table is in view and focus is on the first move, never off screen', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const { seed, actions } = handOverReaderDeals();
    await page.goto(playLink('/day/', { game: 'day', options: OPTIONS, seed, seat: READER, actions }));
    await openSandbox(page);
    await setInstantBots(page);
    const sandbox = page.locator(SANDBOX);
    const deal = sandbox.getByRole('button', { name: 'Deal the next hand' });
    // With the hand's result shown, the latest line keeps to the move that ended the hand (one
    // sentence): the result tells the rest.
    const last = actions.at(-1) as { seat: Seat; action: string };
    const ended = (await sandbox.locator('.wh-latest').textContent()) ?? '';
    expect(ended.replace(/^Latest: /, '').split(/(?<=\.) /), ended).toHaveLength(1);
    expect(ended).toContain(last.seat === READER ? 'A (you)' : seatLetter(last.seat));
    await deal.focus();
    await page.keyboard.press('Enter');
    // The reader's first move of the new hand: swap a card or keep both.
    const keep = sandbox.getByRole('button', { name: /^Keep both cards \(allowed now\)/ });
    await expect(keep).toBeVisible();
    await expect(sandbox.locator('.wh-dock .wh-legal').first()).toBeFocused();
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      const box = active.getBoundingClientRect();
      const table = document.querySelector('.wh-sandbox .wh-table')?.getBoundingClientRect();
      const status = document.querySelector('.wh-sandbox .wh-status')?.getBoundingClientRect();
      return {
        text: active.textContent ?? '',
        top: box.top,
        bottom: box.bottom,
        tableTop: table?.top ?? -1,
        statusTop: status?.top ?? -1,
        height: window.innerHeight,
      };
    });
    expect(focused.text).not.toContain('Deal the next hand');
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.bottom).toBeLessThanOrEqual(focused.height);
    // The new hand's table from its top, clear of the site's header, and the prompt with it.
    expect(focused.tableTop).toBeGreaterThanOrEqual(40);
    expect(focused.tableTop).toBeLessThan(focused.height / 3);
    expect(focused.statusTop).toBeGreaterThan(0);
    expect(focused.statusTop).toBeLessThan(focused.height);
    // The latest move is shown whole, wrapped, never cut with an ellipsis.
    const latest = sandbox.locator('.wh-latest');
    expect(await latest.evaluate((p) => p.scrollHeight <= p.clientHeight + 1)).toBe(true);
    expect(await latest.evaluate((p) => getComputedStyle(p).webkitLineClamp)).toBe('none');
    expect(errors).toEqual([]);
  });
});
