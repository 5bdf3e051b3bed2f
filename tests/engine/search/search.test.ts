// The strong bot's search (core/search): it picks a legal move, the same one for the same seed,
// plays whole hands in every game, and never reads a card its seat cannot see.
import { describe, expect, test } from 'vitest';
import type { AnyGame, Seat } from '../../../src/engine/core/game.ts';
import type { GameManifest } from '../../../src/engine/core/manifest.ts';
import { makeRandom, randomInt, seedRng } from '../../../src/engine/core/rng.ts';
import { hintFor } from '../../../src/engine/core/search/hint.ts';
import { pool, resultOf, tallyOf } from '../../../src/engine/core/search/pool.ts';
import { PLAUSIBLE_TRIES, RACE_ROUNDS, search, type SearchBudget } from '../../../src/engine/core/search/search.ts';
import type { SearchGame, SearchSpec } from '../../../src/engine/core/search/spec.ts';
import type { PassAction } from '../../../src/engine/dark-hearts/actions.ts';
import { dangerOf } from '../../../src/engine/dark-hearts/bot.ts';
import type { DarkCard } from '../../../src/engine/dark-hearts/deck.ts';
import { DARK_HEARTS } from '../../../src/engine/dark-hearts/manifest.ts';
import type { DarkHeartsState } from '../../../src/engine/dark-hearts/state.ts';
import { betSpot, strength } from '../../../src/engine/day/bot.ts';
import { betBarFor } from '../../../src/engine/day/decide.ts';
import { DAY } from '../../../src/engine/day/manifest.ts';
import type { DayState } from '../../../src/engine/day/state.ts';
import type { DayView } from '../../../src/engine/day/view.ts';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import { BLACK_AND_RED } from '../../../src/engine/black-and-red/manifest.ts';
import type { BlackAndRedState } from '../../../src/engine/black-and-red/state.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { choicePositions, optionsAt } from '../../bench/playouts.ts';
import { TINY } from '../../fixtures/tiny-game/manifest.ts';

const REGISTRY: readonly GameManifest[] = [...GAMES, TINY];

/** Positions of bot-played hands from deal `seed` on, with a choice to make. */
function choices(entry: GameManifest, seed: number, every = 3): { state: unknown; seat: Seat }[] {
  return choicePositions(entry, 40, every, seed);
}

function searchWith(
  entry: GameManifest,
  state: unknown,
  seat: Seat,
  budget: SearchBudget,
  game: SearchGame = entry.search.game,
) {
  return search(game, entry.search.bot, entry.search.spec, state, seat, budget);
}

describe.each(REGISTRY.map((entry) => [entry.game.id, entry] as const))('%s', (_id, entry) => {
  const { game } = entry.search;

  test('determinize, and the search’s own deal, depend only on what the seat sees: redealing a redealt state gives the same state', () => {
    const deals = [game.determinize.bind(game), entry.search.spec.deal].filter((deal) => deal !== undefined);
    for (const deal of deals) {
      for (const seed of [1, 2, 3]) {
        for (const { state, seat } of choices(entry, seed, 2)) {
          const once = deal(state, seat, seedRng(11));
          const again = deal(deal(state, seat, seedRng(99)), seat, seedRng(11));
          expect(again).toEqual(once);
        }
      }
    }
  });

  test('the search picks a legal move, the same one for the same seed, every move played out on the same deals', () => {
    const spots = choices(entry, 5).slice(0, 6);
    expect(spots.length).toBeGreaterThan(0);
    for (const { state, seat } of spots) {
      const budget = { seed: 3, playouts: 60 };
      const result = searchWith(entry, state, seat, budget);
      expect(game.explain(state, seat, result.action)).toBeNull();
      expect(searchWith(entry, state, seat, budget)).toEqual(result);
      const legal = game.legalActions(state, seat);
      const moves = result.moves.length;
      expect(moves).toBeLessThanOrEqual(legal.length);
      expect(moves).toBeGreaterThan(1);
      const rounds = Math.max(1, Math.floor(60 / moves));
      for (const move of result.moves) expect(move.playouts).toBe(rounds);
      expect(result.playouts).toBe(rounds * moves);
      expect(result.moves[0]?.action).toEqual(result.action);
      for (let i = 1; i < result.moves.length; i++) {
        expect(result.moves[i - 1]!.mean).toBeGreaterThanOrEqual(result.moves[i]!.mean);
      }
    }
  });

  test("a hint names the move, the search's figures for it and the next best, and a rule of the game", () => {
    let searched = 0;
    for (const { state, seat } of choices(entry, 12).slice(0, 8)) {
      const result = searchWith(entry, state, seat, { seed: 4, playouts: 80 });
      const reader = hintFor(game, entry.search.spec, state, seat, result, 'you');
      expect(game.parseAction(reader.action)).toEqual(result.action);
      expect(Object.keys(game.rules)).toContain(reader.rule);
      if (result.narrowed) {
        // A move the game's narrow left alone (Dawn's taking): its reason says why, a bot's is empty.
        expect(reader.reason).toMatch(/^[A-Z][^:]+: .+\.$/);
        expect(hintFor(game, entry.search.spec, state, seat, result, 'B').reason).toBe('');
        continue;
      }
      searched++;
      expect(reader.reason).toMatch(/^[A-Z][^:]+: .+\. Next best: .+\.$/);
      expect(reader.reason).toContain(
        entry.search.spec.describe(result.moves[0]!.mean, result.moves[0]!.mean - result.base, 'you', true),
      );
      const bot = hintFor(game, entry.search.spec, state, seat, result, 'B');
      expect(bot.reason).not.toMatch(/\byou\b/);
      expect(bot.reason).toMatch(/\bB\b/);
    }
    expect(searched).toBeGreaterThan(0);
  });

  test('two states the seat cannot tell apart give the very same search', () => {
    for (const { state, seat } of choices(entry, 8).slice(0, 4)) {
      const other = game.determinize(state, seat, seedRng(1234));
      const budget = { seed: 6, playouts: 40 };
      expect(searchWith(entry, other, seat, budget)).toEqual(searchWith(entry, state, seat, budget));
    }
  });

  test('the strong bot plays whole hands in every seat, every move legal', () => {
    const options = optionsAt(entry, game.players.min);
    for (const seed of [21, 22]) {
      let state = game.newGame(options, seed);
      const random = makeRandom(seed);
      for (let n = 0; n < 3000 && !game.isHandOver(state) && game.toAct(state).length > 0; n++) {
        const seat = game.toAct(state)[0] as Seat;
        const { action } = searchWith(entry, state, seat, { seed: random.int(1, 1000), playouts: 12 });
        state = game.apply(state, seat, action).state;
      }
      expect(game.isHandOver(state) || game.toAct(state).length === 0).toBe(true);
    }
  });
});

describe('a planted hidden card', () => {
  // Black & Red, A to play: B holds the queen of spades in one position and the 2 of hearts in the
  // other (then the queen is somewhere in the stock). A sees neither.
  const hands = (planted: string) => ({
    A: ['7S', '10S', '8H', '9H', 'JD', '2D', '6C'],
    B: ['9C', '4C', 'KH', planted, '3D', 'JS', '8D'],
  });
  const options = blackAndRed.parseOptions({ players: 2 });
  // The stock's top two are named, so that both positions draw the same cards below.
  const at = (planted: string) =>
    blackAndRed.fromPosition(
      { dealer: 'B', playerOneColour: 'red', hands: hands(planted), stock: ['AS', '5C'] },
      options,
      1,
    );
  const withQueen = at('QS');
  const withTwo = at('2H');
  const budget = { seed: 9, playouts: 400 };

  // The same after A leads the 7 of spades and B follows with the jack: the search now reads B's
  // discard (tells.ts).
  const played = (state: BlackAndRedState) =>
    blackAndRed.step(blackAndRed.step(state, 0, blackAndRed.parseAction('7S')), 1, blackAndRed.parseAction('JS'));
  const pairs = [
    [withQueen, withTwo],
    [played(withQueen), played(withTwo)],
  ] as const;

  test("does not change the strong bot's search: its choice and every average are the same", () => {
    for (const [queen, two] of pairs) {
      expect(blackAndRed.view(queen, 0)).toEqual(blackAndRed.view(two, 0));
      expect(searchWith(BLACK_AND_RED, queen, 0, budget)).toEqual(searchWith(BLACK_AND_RED, two, 0, budget));
    }
  });

  test('would change it, were the search to read the real deal: so the test above can tell', () => {
    const { game, bot, spec } = BLACK_AND_RED.search;
    const cheat = { ...spec, deal: (state: unknown) => state };
    for (const [queen, two] of pairs) {
      const seen = (state: unknown) => search(game, bot, cheat, state, 0, budget).moves;
      expect(seen(queen)).not.toEqual(seen(two));
    }
  });
});

describe('budgets', () => {
  test('a time budget stops the search at the clock, between two rounds', () => {
    const [spot] = choices(BLACK_AND_RED, 4);
    if (!spot) throw new Error('no choice found');
    let clock = 0;
    const now = (): number => (clock += 10);
    const result = searchWith(BLACK_AND_RED, spot.state, spot.seat, { seed: 1, playouts: 10_000, ms: 100, now });
    expect(result.playouts).toBeGreaterThan(0);
    expect(result.playouts).toBeLessThan(2000);
  });

  test('with one legal move there is nothing to search', () => {
    const entry = BLACK_AND_RED;
    const { game } = entry;
    let state = game.newGame(optionsAt(entry, 2), 3);
    while (game.legalActions(state, game.toAct(state)[0] as Seat).length !== 1) {
      const seat = game.toAct(state)[0] as Seat;
      state = game.step(state, seat, entry.bot(game.view(state, seat), game.legalActions(state, seat), seat));
    }
    const seat = game.toAct(state)[0] as Seat;
    const result = searchWith(entry, state, seat, { seed: 1, playouts: 100 });
    expect(result.playouts).toBe(0);
    expect(result.action).toEqual(game.legalActions(state, seat)[0]);
  });
});

describe('worlds the table’s play makes unlikely (SearchSpec.plausible)', () => {
  const [spot] = choices(BLACK_AND_RED, 4);
  if (!spot) throw new Error('no choice found');
  const counting = (answer: boolean) => {
    let calls = 0;
    const spec = {
      ...BLACK_AND_RED.search.spec,
      plausible: () => {
        calls++;
        return answer;
      },
    };
    const result = search(BLACK_AND_RED.search.game, BLACK_AND_RED.bot, spec, spot.state, spot.seat, {
      seed: 2,
      playouts: 200,
    });
    return { calls, rounds: result.moves[0]?.playouts ?? 0 };
  };

  test('a world it accepts is played at once; one it rejects is drawn again, a bounded number of times', () => {
    const accepted = counting(true);
    expect(accepted.rounds).toBeGreaterThan(1);
    expect(accepted.calls).toBe(accepted.rounds);
    const rejected = counting(false);
    expect(rejected.rounds).toBe(accepted.rounds);
    expect(rejected.calls).toBe(rejected.rounds * (PLAUSIBLE_TRIES - 1));
  });

  test('Day: facing a bet, the deals kept give the bettor a hand the bot would have bet on', () => {
    const plausible = DAY.search.spec.plausible as NonNullable<SearchSpec['plausible']>;
    const { game } = DAY.search;
    // Positions of bot-played two-player hands where the seat to act must match a bet.
    const facing = choicePositions(DAY, 400, 1).filter(({ state, seat }) => {
      const s = state as DayState;
      return (s.phase === 'bet1' || s.phase === 'bet2') && s.currentBet > (s.roundBets[seat] ?? 0);
    });
    expect(facing.length).toBeGreaterThan(5);
    let kept = 0;
    let dropped = 0;
    for (const { state, seat } of facing.slice(0, 8)) {
      const bettor = 1 - seat;
      for (let k = 0; k < 25; k++) {
        const world = game.determinize(state, seat, seedRng(k + 1));
        const view = game.view(world, bettor) as DayView;
        // The bot's own reading, from the bettor's view (the check reads the state instead).
        const strong = strength(view, bettor, 30) > betBarFor(betSpot(view, bettor).players);
        expect(plausible(world, seat)).toBe(strong);
        if (strong) kept++;
        else dropped++;
      }
    }
    // Both kinds occur, so the check can tell.
    expect(kept).toBeGreaterThan(0);
    expect(dropped).toBeGreaterThan(0);
  });
});

test('Dark Hearts: a pass is searched among the twenty made of the six most dangerous cards, the bot’s own among them', () => {
  const { game, bot, spec } = DARK_HEARTS.search;
  const state = game.newGame(optionsAt(DARK_HEARTS, 3), 4);
  expect((state as DarkHeartsState).phase).toBe('pass');
  const legal = game.legalActions(state, 0);
  const size = ((state as DarkHeartsState).hands[0] as DarkCard[]).length;
  expect(legal).toHaveLength((size * (size - 1) * (size - 2)) / 6);
  const heuristic = bot(game.view(state, 0), legal, 0);
  const searched = (spec.narrow as NonNullable<SearchSpec['narrow']>)(state, legal, heuristic) as PassAction[];
  expect(searched).toHaveLength(20);
  expect(searched).toContain(heuristic);
  const dangers = ((state as DarkHeartsState).hands[0] as DarkCard[]).map(dangerOf).sort((a, b) => b - a);
  for (const pass of searched)
    for (const card of pass.cards) expect(dangerOf(card)).toBeGreaterThanOrEqual(dangers[5]!);
  const result = search(game, bot, spec, state, 0, { seed: 1, playouts: 400 });
  expect(result.moves).toHaveLength(20);
});

describe('Black & Red: a hand is valued against the one opponent', () => {
  const { spec } = BLACK_AND_RED.search;

  test('the value is the points scored less the opponent’s, and the words name one opponent', () => {
    const state = { scores: [7, 3] } as unknown as BlackAndRedState;
    expect(spec.value(state, 0)).toBe(4);
    expect(spec.value(state, 1)).toBe(-4);
    expect(spec.describe(5.9, 1.9, 'you')).toBe('on average you score 1.9 points more than your opponent this hand');
    expect(spec.describe(2, -0.6, 'B')).toBe('on average its opponent scores 0.6 points more than B this hand');
    expect(spec.describe(2, 0.01, 'you')).toBe('on average you and your opponent score alike this hand');
    // A loss says what the unit is: the seat's points less the opponent's.
    expect(spec.review.loss(1.9)).toBe('1.9 points against your opponent');
  });
});

describe('the race: a move clearly behind the leader stops being played out', () => {
  // A game of one move: move 2 always scores 5 below move 0 on the same deal; moves 0 and 1 score
  // alike (the deal's luck), so nothing ever tells them apart.
  interface World {
    readonly luck: number;
    readonly move: number | null;
  }
  const moves = [0, 1, 2];
  const game = {
    legalActions: () => moves,
    view: (state: World) => state,
    determinize: (_state: World, _seat: Seat, rng: readonly number[]): World => ({
      luck: randomInt(0, 100, rng)[0],
      move: null,
    }),
    step: (world: World, _seat: Seat, move: number): World => ({ luck: world.luck, move }),
    isHandOver: (state: World) => state.move !== null,
    toAct: () => [0],
  } as unknown as AnyGame;
  const spec: SearchSpec = {
    value: (state) => {
      const { luck, move } = state as World;
      return move === 2 ? luck - 5 : luck;
    },
    describe: () => '',
    short: () => '',
    review: { good: 1, inaccuracy: 2, mistake: 3, loss: () => '' },
  };
  const bot = () => 0;

  test('the poor move drops out after the first rounds, and the close ones share the rest', () => {
    const result = search<number>(game, bot, spec, { luck: 0, move: null }, 0, { seed: 1, playouts: 600 });
    const playoutsOf = (move: number) => result.moves.find((m) => m.action === move)?.playouts;
    expect(playoutsOf(2)).toBe(RACE_ROUNDS);
    expect(playoutsOf(0)).toBe(playoutsOf(1));
    expect(playoutsOf(0)).toBe((600 - RACE_ROUNDS) / 2);
    expect(result.playouts).toBe(600);
    expect(result.moves.at(-1)?.action).toBe(2);
  });

  test('with too few rounds to race, every move is played in every round', () => {
    const result = search<number>(game, bot, spec, { luck: 0, move: null }, 0, { seed: 1, playouts: 90 });
    for (const move of result.moves) expect(move.playouts).toBe(30);
  });
});

describe('one search spread over several workers (pool.ts)', () => {
  const [spot] = choices(BLACK_AND_RED, 4);
  if (!spot) throw new Error('no choice found');
  const { game } = BLACK_AND_RED.search;
  const tally = (seed: number) =>
    tallyOf(game, searchWith(BLACK_AND_RED, spot.state, spot.seat, { seed, playouts: 300 }));

  test('pooled tallies give each move the sum of its playouts and values, best average first', () => {
    const parts = [tally(1), tally(2), tally(3)];
    const pooled = pool(parts);
    expect(pooled.playouts).toBe(parts.reduce((n, t) => n + t.playouts, 0));
    expect(pooled.moves).toHaveLength(parts[0]!.moves.length);
    for (const move of pooled.moves) {
      const same = parts.map((t) => t.moves.find((m) => m.action === move.action)!);
      expect(move.playouts).toBe(same.reduce((n, m) => n + m.playouts, 0));
      expect(move.total).toBeCloseTo(
        same.reduce((n, m) => n + m.total, 0),
        9,
      );
    }
    const means = pooled.moves.map((m) => m.total / m.playouts);
    for (let i = 1; i < means.length; i++) expect(means[i - 1]!).toBeGreaterThanOrEqual(means[i]!);
    expect(pooled.action).toBe(pooled.moves[0]!.action);
    // Read back as a search's result, it makes a legal move and a hint in words.
    const result = resultOf(game, pooled);
    expect(game.explain(spot.state, spot.seat, result.action)).toBeNull();
    const hint = hintFor(game, BLACK_AND_RED.search.spec, spot.state, spot.seat, result, 'you');
    expect(hint.action).toBe(pooled.action);
    expect(hint.reason).toMatch(/^[A-Z][^:]+: .+\. Next best: .+\.$/);
  });

  test('one tally pooled alone is itself, and a move nothing searched stays the move', () => {
    const one = tally(5);
    expect(pool([one])).toEqual(one);
    const single = { ...one, moves: [], narrowed: true };
    expect(pool([single, single]).action).toBe(one.action);
  });
});
