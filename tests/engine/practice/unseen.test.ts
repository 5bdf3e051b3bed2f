// The answer to a "what happens next" or "who wins" question never rests on a card the reader cannot
// see. Two checks, through the engine:
//
// - Planting: at positions a seeded walk passes, the kind is asked about the real position and about
//   a position with every unseen card dealt again (a deal the reader cannot tell from it), with the
//   same generator. Whenever the real position gives a question, the planted one gives the very same
//   question: the same move, answer, choices, reasons and rules.
// - Refusing: an event that turns on an unseen card (Day's final card, Black and Red's upcard) is
//   never asked about, even by a kind that always has a wrong answer ready: only the check on
//   indistinguishable deals stands in the way.
//
// Seeds come from the commit (../suite/commit-seeds.ts); RANDOM_SUITE=deep walks further.

import { describe, expect, test } from 'vitest';
import type { AnyGame, Seat } from '../../../src/engine/core/game.ts';
import { outcomeKind, type OutcomeKind, type Redeal } from '../../../src/engine/core/practice/outcome-question.ts';
import type { QuestionKind, Spot } from '../../../src/engine/core/practice/question.ts';
import { kindById } from '../../../src/engine/core/practice/spec.ts';
import { makeRandom, seedRng } from '../../../src/engine/core/rng.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { commitSeed } from '../suite/commit-seeds.ts';

const DEEP = process.env['RANDOM_SUITE'] === 'deep';
/** Questions compared, real against planted, per kind. */
const QUESTIONS = DEEP ? 60 : 4;

interface Visit {
  readonly state: unknown;
  readonly seat: Seat;
  readonly legal: readonly unknown[];
  /** A seed for the kind's generator at this spot. */
  readonly seed: number;
}

/** The spots of seeded random games, one in three, until `visit` says stop (returns true). */
function walk(game: AnyGame, seed: number, visit: (v: Visit) => boolean): void {
  const random = makeRandom(seed);
  for (let played = 0; played < 400; played++) {
    let state = game.newGame(game.parseOptions({}), random.int(1, 2 ** 30));
    for (let moves = 0; moves < 2_000 && game.outcome(state) === null; moves++) {
      const seats = game.toAct(state);
      if (seats.length === 0) break;
      const seat = random.pick(seats);
      const legal = game.legalActions(state, seat);
      if (legal.length === 0) break;
      if (random.int(1, 3) === 1 && visit({ state, seat, legal, seed: random.int(1, 2 ** 30) })) return;
      state = game.step(state, seat, random.pick(legal));
    }
  }
  throw new Error(`${game.id}: the walk ran out of games`);
}

function spotAt(game: AnyGame, state: unknown, seat: Seat, seed: number): Spot {
  return {
    game,
    state,
    seat,
    legal: game.legalActions(state, seat),
    record: { options: {}, seed: 0, actions: [], seat },
    random: makeRandom(seed),
  };
}

describe.each(GAMES.map((m) => [m.game.id, m] as const))('%s: answers follow from what the reader sees', (_id, m) => {
  const { game, practice } = m;
  const kinds = ['next', 'settles'].filter((k) => practice.topics.some((t) => t.kind === k));

  test.each(kinds)('the %s kind asks the same question whatever the unseen cards are', async (kindId) => {
    const kind = (await kindById(practice, kindId)) as OutcomeKind;
    let compared = 0;
    walk(game, commitSeed(`unseen ${game.id} ${kindId}`), ({ state, seat, legal, seed }) => {
      const real = kind.ask(spotAt(game, state, seat, seed), null);
      if (!real) return false;
      const planted = kind.redeal(state, seat, seedRng(seed ^ 0x5f3759df));
      expect(game.legalActions(planted, seat).map((a) => game.formatAction(a))).toEqual(
        legal.map((a) => game.formatAction(a)),
      );
      // All but the move's own sentence, which may name a card the move itself shows the reader
      // (the card drawn): the question, its answer, choices, reasons and rules.
      const { move: _move, ...asked } = real;
      const again = kind.ask(spotAt(game, planted, seat, seed), null);
      expect(again, `seed ${String(seed)}: ${real.answer}`).not.toBeNull();
      const { move: _again, ...askedAgain } = again ?? real;
      expect(askedAgain, `seed ${String(seed)}: ${real.answer}`).toEqual(asked);
      return ++compared >= QUESTIONS;
    });
  });
});

/** A game's "who wins" kind, as the quiz fetches it, with the deals it checks on. */
const settlesOf = async (id: string): Promise<OutcomeKind> =>
  (await kindById((GAMES.find((m) => m.game.id === id) as (typeof GAMES)[number]).practice, 'settles')) as OutcomeKind;

/** A kind that always has a wrong answer ready (a made-up one), so only the deal check can refuse. */
const eager = (kinds: readonly string[], redeal: Redeal): QuestionKind =>
  outcomeKind({
    redeal,
    id: 'eager',
    title: 'Eager',
    question: 'What happens next?',
    kinds,
    // Two, as a question offers at least three choices.
    wrong: (facts) => [
      { event: { kind: 'made-up', rule: facts.key.rule }, why: 'Made up for the test.', rule: facts.key.rule },
      { event: 'Nothing at all happens.', why: 'Made up for the test too.', rule: facts.key.rule },
    ],
  });

const HIDDEN: readonly { game: string; kind: string; rule: string }[] = [
  { game: 'day', kind: 'final-card', rule: 'final-card' },
  { game: 'black-and-red', kind: 'upcard', rule: 'target-colour' },
];

describe.each(HIDDEN)('$game: $kind turns on an unseen card', ({ game: id, kind, rule }) => {
  test('is never asked about, on every position it follows', async () => {
    const game = (GAMES.find((m) => m.game.id === id) as (typeof GAMES)[number]).game;
    let met = 0;
    const asking = eager([kind], (await settlesOf(id)).redeal);
    walk(game, commitSeed(`unseen refuses ${id}`), ({ state, seat, legal, seed }) => {
      for (const action of legal) {
        if (!game.apply(state, seat, action).events.some((e) => e.kind === kind)) continue;
        met++;
        const spot = { ...spotAt(game, state, seat, seed), legal: [action] };
        expect(asking.ask(spot, rule), `${id} seed ${String(seed)}`).toBeNull();
      }
      return met >= (DEEP ? 200 : 20);
    });
  });
});

test('the eager kind does ask about an event the reader can see (the check refuses only what it must)', async () => {
  const game = (GAMES.find((m) => m.game.id === 'dark-hearts') as (typeof GAMES)[number]).game;
  const { redeal } = await settlesOf('dark-hearts');
  let asked = 0;
  walk(game, commitSeed('unseen asks'), ({ state, seat, seed }) => {
    if (eager(['trick-won'], redeal).ask(spotAt(game, state, seat, seed), 'trick-winner')) asked++;
    return asked >= 2;
  });
  expect(asked).toBe(2);
});

test('late in a Dark Hearts hand every deal is counted out: each looks the same to the seat, the real one among them', async () => {
  const { game } = GAMES.find((m) => m.game.id === 'dark-hearts') as (typeof GAMES)[number];
  const every = (await settlesOf('dark-hearts')).everyDeal;
  expect(every).toBeDefined();
  let checked = 0;
  walk(game, commitSeed('unseen every deal'), ({ state, seat }) => {
    const deals = every?.(state, seat, seedRng(1), 720) ?? null;
    if (deals === null) return false;
    const view = JSON.stringify(game.view(state, seat));
    // Who holds what (a hand is a set) and the leftover card.
    const hands = (s: unknown): string => {
      const { hands: held, leftover } = s as { hands: readonly (readonly string[])[]; leftover: string | null };
      return JSON.stringify([held.map((h) => [...h].sort()), leftover]);
    };
    const orders = new Set(deals.map(hands));
    for (const deal of deals) expect(JSON.stringify(game.view(deal, seat))).toBe(view);
    expect(orders.has(hands(state))).toBe(true);
    // n! orders of n unseen cards: 1, 2, 6, 24, 120 or 720.
    expect([1, 2, 6, 24, 120, 720]).toContain(deals.length);
    return ++checked >= 5;
  });
  expect(checked).toBe(5);
});
