// Every reason a review or a hint gives is a sentence a teacher would say about the hand (issue 40):
// events in the game's own words, never a rule's title pasted into a template; the summary's
// biggest mistake a real one; a fold in Day never said to gain chips; Dark Hearts' lower score
// explained where the reader first meets it. (review.test.ts and hint-reasons.test.ts check the
// reasons themselves hold no quoted title; these check the words they are made of.)
import { describe, expect, test } from 'vitest';
import type { GameEvent, Seat } from '../../../src/engine/core/game.ts';
import { compare } from '../../../src/engine/core/search/compare.ts';
import { hintFor } from '../../../src/engine/core/search/hint.ts';
import { decisionsOf, reviewDecision, type DecisionReview } from '../../../src/engine/core/search/review.ts';
import { search } from '../../../src/engine/core/search/search.ts';
import { summarize } from '../../../src/engine/core/search/summary.ts';
import { DARK_HEARTS } from '../../../src/engine/dark-hearts/manifest.ts';
import { DAY } from '../../../src/engine/day/manifest.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { easy, playHand } from './hands.ts';

/** How a teacher's clause about what happened begins: who did it, or what the table saw. */
const SUBJECT = /^(you|your opponent|another player|everyone else|nobody|the )/;

describe.each(GAMES.map((entry) => [entry.game.id, entry] as const))('%s', (_id, entry) => {
  const { game, spec } = entry.search;

  test('every event its hands bring is said in the game’s words, or left out: never by a rule’s title', () => {
    const said = new Set<string>();
    const titles = Object.values(game.rules).map((title) => String(title).toLowerCase());
    for (let seed = 1; seed <= 3; seed++) {
      // The easy bot in every seat, as the review's playouts play; the events built, as compare.ts builds them.
      const hand = playHand(entry, seed, easy(entry));
      let state = hand.start;
      for (const move of hand.moves) {
        const applied = game.apply(state, move.seat, game.parseAction(move.action));
        for (const event of applied.events as readonly GameEvent[]) {
          const who = event.seat === undefined ? 'table' : event.seat === 0 ? 'you' : 'other';
          const words = spec.review.events?.(event, who);
          if (words === undefined) continue;
          said.add(words.words);
          expect(Object.keys(game.rules)).toContain(words.rule);
          expect(words.words, `${event.rule} ${event.kind} ${who}`).toMatch(SUBJECT);
          expect(words.words).not.toMatch(/[“”"]|happened/);
          expect(titles).not.toContain(words.words.toLowerCase());
          // Whom it concerned is said: the reader's own events speak of "you" (but what the whole
          // table saw, "the stock ran out", whoever set it off).
          if (who === 'you' && !words.words.startsWith('the ')) expect(words.words).toMatch(/\byou\b/);
        }
        state = applied.state;
      }
    }
    expect(said.size, 'the game says some of what happens in its hands').toBeGreaterThan(2);
  });
});

describe("the summary's biggest mistake", () => {
  const marked = (index: number, mark: DecisionReview['mark'], sure: number): DecisionReview =>
    ({ index, mark, sure, loss: sure, forced: false }) as DecisionReview;

  test('is an inaccuracy or worse, never a decision marked best or good', () => {
    // A good move the playouts are sure lost a little is still a good move.
    expect(summarize([marked(0, 'good', 0.1), marked(1, 'best', 0)]).worst).toBeNull();
    const summary = summarize([marked(0, 'good', 0.15), marked(1, 'inaccuracy', 0.1), marked(2, 'best', 0)]);
    expect(summary.worst?.index).toBe(1);
    expect(summarize([marked(0, 'inaccuracy', 0.3), marked(1, 'blunder', 2)]).worst?.mark).toBe('blunder');
  });
});

describe("Day: a fold's figures", () => {
  const kit = DAY.search;
  const { game, bot, spec } = kit;
  // Hands whose reader called or raised where folding was better (seed, reader's seat): on main the
  // review said "Best found, fold: on average you end the hand 0.1 chips up on what you hold now".
  const hands: readonly [number, Seat][] = [
    [4, 0],
    [15, 1],
  ];

  test('never say a fold gains chips: it leaves the reader exactly the chips they hold', () => {
    let folds = 0;
    for (const [seed, reader] of hands) {
      const hand = playHand(DAY, seed, easy(DAY), Infinity, reader);
      for (const decision of decisionsOf(kit, hand.start, hand.moves, reader)) {
        if (!game.legalActions(decision.state, reader).some((a: { type: string }) => a.type === 'fold')) continue;
        const review = reviewDecision(kit, decision, reader, { seed: 7, playouts: 500, deals: 24 });
        for (const line of review.reason) {
          if (!/^(Your move|Best found|The search's first choice), fold\b/.test(line.text)) continue;
          folds++;
          expect(line.text).toMatch(/: on average you end the hand with the chips you hold now\.$/);
        }
        // The hint in the same position: a fold, best or next best, says the same.
        const result = search(game, bot, spec, decision.state, reader, { seed: 3, playouts: 400 });
        const hint = hintFor(game, spec, decision.state, reader, result, 'you');
        expect(hint.reason).not.toMatch(/^Fold: [^.]* up /);
        expect(hint.reason).not.toMatch(/Next best: fold, [^.]*up/);
      }
    }
    expect(folds, 'a fold was weighed').toBeGreaterThan(0);
  });
});

describe("Dark Hearts: the lower score, the unit of a review's figures", () => {
  const kit = DARK_HEARTS.search;
  test('is explained at the first decision of a review, and said plainly after', () => {
    const hand = playHand(DARK_HEARTS, 2, easy(DARK_HEARTS), 3);
    const [first, second] = decisionsOf(kit, hand.start, hand.moves, 0);
    if (!first || !second) throw new Error('too few decisions');
    const budget = { seed: 7, playouts: 200, deals: 8 };
    const opening = reviewDecision(kit, first, 0, budget).reason[0]?.text;
    expect(opening).toContain('your lower score (Light or Dark: the one that decides the game)');
    const later = reviewDecision(kit, second, 0, budget)
      .reason.map((line) => line.text)
      .join(' ');
    expect(later).toContain('your lower score');
    expect(later).not.toMatch(/shade score|Light or Dark/);
    // A hint is read on its own: it explains the unit too.
    const { game, bot, spec } = kit;
    const result = search(game, bot, spec, first.state, 0, { seed: 1, playouts: 200 });
    const [best, next] = result.moves;
    const events =
      best && next
        ? compare(game, bot, spec, first.state, 0, best.action, next.action, { seed: 1, deals: 8 }).events
        : [];
    expect(hintFor(game, spec, first.state, 0, result, 'you', events).reason).toContain('(Light or Dark:');
  });
});
