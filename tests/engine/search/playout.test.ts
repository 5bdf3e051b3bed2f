// A game's playout policy (SearchSpec.playout) is its heuristic bot made cheap, not a new player:
// on every position of many hands, at every table size and variant, in every seat that may act,
// it must make the very move the bot makes from that seat's view and legal moves. The hands are
// played mostly by the bot, with a random move now and then to reach positions the bot avoids,
// and some positions are determinized first, as the search's playouts see them.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/core/game.ts';
import type { GameManifest } from '../../../src/engine/core/manifest.ts';
import { optionVariants } from '../../../src/engine/core/option-lists.ts';
import { makeRandom, seedRng } from '../../../src/engine/core/rng.ts';
import { GAMES } from '../../../src/engine/registry.ts';

// Day's playout makes the bot's decisions on fewer samples of its chance to win, so it differs from
// the bot by design and is held to its own contract instead: tests/engine/day/playout.test.ts.
const OWN_CONTRACT = new Set(['day']);
const WITH_PLAYOUT: readonly GameManifest[] = GAMES.filter(
  (entry) => entry.search.spec.playout !== undefined && !OWN_CONTRACT.has(entry.game.id),
);
const SEEDS = 6;
const MOVES = 4000;

describe.each(WITH_PLAYOUT.map((entry) => [entry.game.id, entry] as const))('%s', (_id, entry) => {
  const { game, bot, spec } = entry.search;
  const playout = spec.playout as NonNullable<typeof spec.playout>;

  test.each(optionVariants(game.options).map((v) => [v.name, v] as const))(
    'the playout policy makes the bot’s move in every position: %s',
    (_name, variant) => {
      const options = game.parseOptions(variant.options);
      let compared = 0;
      for (let seed = 1; seed <= SEEDS; seed++) {
        const random = makeRandom(seed * 977);
        let state: unknown = game.newGame(options, seed);
        for (let n = 0; n < MOVES && game.toAct(state).length > 0; n++) {
          const acting = game.toAct(state);
          // As a playout sees it, now and then: every card the first seat to act cannot see redealt.
          const looked = random.int(0, 9) === 0 ? game.determinize(state, acting[0] as Seat, seedRng(n)) : state;
          for (const seat of game.toAct(looked)) {
            const legal = game.legalActions(looked, seat);
            const expected = bot(game.view(looked, seat), legal, seat);
            const got = playout(looked, seat);
            if (!Object.is(got, expected)) {
              expect(got, `seed ${seed}, move ${n}, seat ${seat}: ${game.formatAction(expected)}`).toEqual(expected);
            }
            compared++;
          }
          const seat = random.pick(acting);
          const legal = game.legalActions(state, seat);
          const action = random.int(0, 7) === 0 ? random.pick(legal) : bot(game.view(state, seat), legal, seat);
          state = game.step(state, seat, action);
        }
      }
      expect(compared).toBeGreaterThan(SEEDS * 20);
    },
  );
});

test('every game plays its playouts without building views', () => {
  expect(GAMES.filter((entry) => entry.search.spec.playout === undefined).map((entry) => entry.game.id)).toEqual([]);
});
