// Day's playout policy (src/engine/day/playout.ts) is the bot's decisions on a cheaper chance to
// win, so unlike the other games' it is not held to the bot's very moves. Its contract, on every
// position of many sessions at every table size and variant (played by the policy itself, with a
// random move now and then to reach positions it avoids, and some determinized first, as the
// search's playouts see them):
// - its move is legal, and is the shared decisions (decide.ts) applied to its own estimate;
// - that estimate is the one the bot's sampler makes from the seat's view with PLAYOUT_SAMPLES
//   samples, so the whole move is the bot's at that many samples (dayHeuristic);
// - it is the same for a copy of the state, and for a state with other hidden hands (planted, or
//   redealt by determinize) that the seat cannot tell apart.
//
// It samples, like the random games: 150 positions a variant from sessions whose seeds come from
// the commit (../suite/commit-seeds.ts), a new run of them at every commit, so the positions
// checked add up over commits; RANDOM_SUITE=deep (npm run test:deep) checks 500 a variant from
// seed 1. A failure names its seed.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/core/game.ts';
import { optionVariants } from '../../../src/engine/core/option-lists.ts';
import { makeRandom, seedRng } from '../../../src/engine/core/rng.ts';
import { betSpot, dayHeuristic, strength } from '../../../src/engine/day/bot.ts';
import { chooseBet, chooseSwap } from '../../../src/engine/day/decide.ts';
import { day, type DayState } from '../../../src/engine/day/index.ts';
import { dayPlayout, PLAYOUT_SAMPLES, playoutEquity, playoutSwapShares } from '../../../src/engine/day/playout.ts';
import { isLive } from '../../../src/engine/day/state.ts';
import { commitSeed } from '../suite/commit-seeds.ts';

const DEEP = process.env['RANDOM_SUITE'] === 'deep';
/** Positions checked for each variant. */
const POSITIONS = DEEP ? 500 : 150;
/** The first session's seed for a variant: 1 in the deep run, else drawn from the commit. */
const firstSeed = (variant: string): number => (DEEP ? 1 : commitSeed(`day playout ${variant}`));

/** Every other live seat's hole cards exchanged for cards from the deck: a hand `seat` cannot see. */
function plant(state: DayState, seat: Seat): DayState {
  const deck = [...state.deck];
  const hands = state.hands.map((hand, s) => {
    if (s === seat || !isLive(state, s) || state.shown[s] === true || deck.length < hand.length) return hand;
    const fresh = deck.splice(0, hand.length);
    deck.push(...hand);
    return fresh;
  });
  return { ...state, hands, deck };
}

/** Checks the contract at one position; returns whether the seat had a choice. */
function check(state: DayState, seat: Seat, salt: number, where: string): boolean {
  const legal = day.legalActions(state, seat);
  const view = day.view(state, seat);
  const move = dayPlayout(state, seat);
  expect(legal, `${where}: ${day.formatAction(move)} is legal`).toContain(move);
  const bot = dayHeuristic(view, legal, seat, PLAYOUT_SAMPLES, PLAYOUT_SAMPLES);
  if (move !== bot)
    expect(day.formatAction(move), `${where}: the bot's move at as many samples`).toBe(day.formatAction(bot));
  if (legal.length > 1 && state.phase === 'substitute') {
    expect(move, where).toBe(chooseSwap(legal, playoutSwapShares(state, seat)));
  } else if (legal.length > 1) {
    const equity = playoutEquity(state, seat);
    expect(equity, `${where}: the estimate from the view`).toBe(strength(view, seat, PLAYOUT_SAMPLES));
    // The world check (search.ts) reads the bot's strength this way, at its own count.
    expect(playoutEquity(state, seat, 30), `${where}: at 30 samples`).toBe(strength(view, seat, 30));
    expect(move, where).toBe(chooseBet(legal, equity, betSpot(view, seat)));
  }
  expect(dayPlayout(structuredClone(state), seat), `${where}: a copy of the state`).toBe(move);
  for (const other of [plant(state, seat), day.determinize(state, seat, seedRng(salt))]) {
    expect(day.view(other, seat), `${where}: the seat cannot tell them apart`).toEqual(view);
    expect(dayPlayout(other, seat), `${where}: other hidden hands`).toBe(move);
  }
  return legal.length > 1;
}

describe('Day’s playout policy', () => {
  test.each(optionVariants(day.options).map((v) => [v.name, v] as const))(
    'plays the bot’s decisions on its own estimate, from what the seat sees: %s',
    (_name, variant) => {
      const options = day.parseOptions(variant.options);
      let choices = 0;
      // Sessions one after another (a short one, maxHands 1, is over in a few moves) to POSITIONS.
      for (let seed = firstSeed(variant.name), checked = 0; checked < POSITIONS; seed++) {
        const random = makeRandom(seed * 613);
        let state = day.newGame(options, seed);
        for (let n = 0; checked < POSITIONS && day.toAct(state).length > 0; n++, checked++) {
          const seat = day.toAct(state)[0] as Seat;
          const looked = random.int(0, 4) === 0 ? day.determinize(state, seat, seedRng(n)) : state;
          if (check(looked, seat, checked, `seed ${seed}, move ${n}, seat ${seat}`)) choices++;
          const legal = day.legalActions(state, seat);
          state = day.step(state, seat, random.int(0, 3) === 0 ? random.pick(legal) : dayPlayout(state, seat));
        }
      }
      expect(choices).toBeGreaterThan(POSITIONS / 4);
    },
  );
});
