// The review of a hand (core/search/review.ts): a planted blunder is marked a mistake or a blunder
// with the better move; the strong bot's own decisions are marked best or good; a hidden card the
// reader cannot see changes no mark; the same seed gives the same review; and each reason speaks
// of the game's own events, with their rules.
//
// Kept quick for the normal suite (small budgets, two hands a game); RANDOM_SUITE=deep reviews
// twenty hands a game at the bench's budget.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/core/game.ts';
import type { GameManifest } from '../../../src/engine/core/manifest.ts';
import { seedRng } from '../../../src/engine/core/rng.ts';
import { decisionsOf, reviewDecision, reviewHand, type ReviewBudget } from '../../../src/engine/core/search/review.ts';
import { summarize } from '../../../src/engine/core/search/summary.ts';
import { search } from '../../../src/engine/core/search/search.ts';
import { DARK_HEARTS } from '../../../src/engine/dark-hearts/manifest.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { easy, playHand, type Chooser } from './hands.ts';

const DEEP = process.env['RANDOM_SUITE'] === 'deep';
const HANDS = DEEP ? 20 : 2;
/** The reader's moves played of each hand (a game of DWYN holds forty). */
const MOVES = DEEP ? Infinity : 16;
const BUDGET: ReviewBudget = DEEP ? { seed: 7, playouts: 1500, deals: 32 } : { seed: 7, playouts: 500, deals: 24 };

/** The strong bot in the reader's seat, at a small budget, its seed moved on each move. */
function strong(entry: GameManifest, playouts: number): Chooser {
  const { game, bot, spec } = entry.search;
  return (state, seat, legal, move) =>
    legal.length === 1 ? legal[0] : search(game, bot, spec, state, seat, { seed: 100 + move, playouts }).action;
}

describe.each(GAMES.map((entry) => [entry.game.id, entry] as const))('%s', (_id, entry) => {
  const kit = entry.search;
  const { game } = kit;

  test(
    "the strong bot's own decisions are marked best or good in at least 90% of them",
    () => {
      let fine = 0;
      let marked = 0;
      for (let seed = 1; seed <= HANDS; seed++) {
        const hand = playHand(entry, seed, strong(entry, DEEP ? 600 : 200), MOVES);
        const decisions = decisionsOf(kit, hand.start, hand.moves, 0);
        for (const review of reviewHand(kit, decisions, 0, BUDGET)) {
          if (review.mark === null) continue;
          // The figures a reason shows agree with the mark's loss: each move's own, their difference the loss.
          expect(review.loss).toBeCloseTo(Math.max(0, review.bestMean - review.playedMean), 9);
          marked++;
          if (review.mark === 'best' || review.mark === 'good') fine++;
        }
      }
      expect(marked).toBeGreaterThan(0);
      expect(fine / marked).toBeGreaterThanOrEqual(0.9);
      // Twenty whole games of DWYN take minutes.
    },
    DEEP ? 1_200_000 : undefined,
  );

  test('a hidden card the reader cannot see changes no mark, and the same seed gives the same review', () => {
    const hand = playHand(entry, 3, strong(entry, 60), 4);
    const decisions = decisionsOf(kit, hand.start, hand.moves, 0).slice(0, 3);
    expect(decisions.length).toBeGreaterThan(0);
    const budget = { seed: 5, playouts: 200, deals: 12 };
    const reviews = reviewHand(kit, decisions, 0, budget);
    expect(reviewHand(kit, decisions, 0, budget)).toEqual(reviews);
    decisions.forEach((decision, i) => {
      // A state the reader cannot tell apart from the real one: every card they cannot see redealt.
      const planted = { ...decision, state: game.determinize(decision.state, 0, seedRng(4242 + i)) };
      expect(game.view(planted.state, 0)).toEqual(game.view(decision.state, 0));
      expect(reviewDecision(kit, planted, 0, budget)).toEqual(reviews[i]);
    });
  });

  test("a review's reason speaks of the moves in the game's terms, and each event line names a rule of the game", () => {
    const hand = playHand(entry, 4, strong(entry, 60), MOVES);
    const reviews = reviewHand(kit, decisionsOf(kit, hand.start, hand.moves, 0), 0, { ...BUDGET, playouts: 300 });
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review.reason.length).toBeGreaterThan(0);
      if (review.mark !== null) expect(review.reason[0]?.text).toMatch(/^Your move, .+: .+\.$/);
      for (const line of review.reason) {
        if (line.rule === undefined) continue;
        expect(Object.keys(game.rules)).toContain(line.rule);
        // In the game's words ("you reached dawn"), which link the rule: never a rule's title in quotes.
        expect(line.text).toContain(line.title);
        expect(line.text).not.toMatch(/[“”"]|happened/);
        expect(line.text).toMatch(/^After your move, .+ in \d+% of the deals tried; after you .+, in \d+%\.$/);
      }
    }
  });
});

describe('a planted blunder', () => {
  // Dark Hearts: the easy bot plays the reader's seat, but at the first decision where one move
  // costs twice what a mistake may (found by a larger search), the reader makes that move.
  const entry = DARK_HEARTS;
  const kit = entry.search;
  const { game, bot, spec } = kit;
  const seat: Seat = 0;
  const planted = (() => {
    for (let seed = 1; seed <= 6; seed++) {
      const clean = playHand(entry, seed, easy(entry));
      for (const decision of decisionsOf(kit, clean.start, clean.moves, seat)) {
        const found = search(game, bot, spec, decision.state, seat, { seed: 1, playouts: 1500 });
        const best = found.moves[0];
        const worst = found.moves[found.moves.length - 1];
        if (best && worst && best.mean - worst.mean > 2 * spec.review.mistake)
          return { seed, index: decision.index, action: game.formatAction(worst.action) };
      }
    }
    throw new Error('no decision with a blunder to plant');
  })();
  const hand = playHand(entry, planted.seed, (state, s, legal, move) =>
    move === planted.index ? game.parseAction(planted.action) : easy(entry)(state, s, legal, move),
  );

  test('is marked a mistake or a blunder, with a better move and what it cost', () => {
    const decision = decisionsOf(kit, hand.start, hand.moves, seat).find((d) => d.index === planted.index);
    if (!decision) throw new Error('the planted move is no decision');
    expect(decision.action).toBe(planted.action);
    const review = reviewDecision(kit, decision, seat, BUDGET);
    expect(['mistake', 'blunder']).toContain(review.mark);
    expect(review.best).not.toBe(planted.action);
    expect(review.bestMean).toBeGreaterThan(review.playedMean);
    expect(review.reason.map((line) => line.text).join(' ')).toMatch(/Best found, .+ Your move cost .+ points/);
  });

  test("the hand's summary names it as the biggest mistake", () => {
    const reviews = reviewHand(kit, decisionsOf(kit, hand.start, hand.moves, seat), seat, BUDGET);
    const summary = summarize(reviews);
    expect(summary.worst?.index).toBe(planted.index);
    expect(summary.accuracy).toBeLessThan(1);
  });
});
