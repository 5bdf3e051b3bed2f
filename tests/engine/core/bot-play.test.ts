// botPlay (core/bot-play.ts), which builds the pages' pictures: the bots' moves from a seeded deal,
// each checked, the first seat to act moving; a game that ends too soon fails, naming the seed.
import { describe, expect, test } from 'vitest';
import { botPlay } from '../../../src/engine/core/bot-play.ts';
import type { GameEvent } from '../../../src/engine/core/game.ts';
import { tinyBot, tinyGame, type TinyState } from '../../fixtures/tiny-game/game.ts';

describe('botPlay', () => {
  test('plays the given number of moves, as the bot chooses them, from the deal of the seed', () => {
    let expected = tinyGame.newGame(tinyGame.parseOptions({}), 7);
    for (let move = 0; move < 3; move++) {
      const seat = tinyGame.toAct(expected)[0] ?? 0;
      expected = tinyGame.apply(
        expected,
        seat,
        tinyBot(tinyGame.view(expected, seat), tinyGame.legalActions(expected, seat)),
      ).state;
    }
    expect(botPlay<TinyState>(tinyGame, tinyBot, {}, 7, 3)).toEqual(expected);
  });

  test("a log, when given, gets every move's events in order", () => {
    let state = tinyGame.newGame(tinyGame.parseOptions({}), 7);
    const expected: unknown[] = [];
    for (let move = 0; move < 3; move++) {
      const seat = tinyGame.toAct(state)[0] ?? 0;
      const applied = tinyGame.apply(
        state,
        seat,
        tinyBot(tinyGame.view(state, seat), tinyGame.legalActions(state, seat)),
      );
      expected.push(...applied.events);
      state = applied.state;
    }
    const log: GameEvent[] = [];
    expect(botPlay<TinyState>(tinyGame, tinyBot, {}, 7, 3, log)).toEqual(state);
    expect(expected.length).toBeGreaterThan(0);
    expect(log).toEqual(expected);
  });

  test('fails, naming the seed, when the game ends before the moves are played', () => {
    expect(() => botPlay(tinyGame, tinyBot, {}, 7, 10_000)).toThrow(/seed 7\) ended after \d+ of 10000 moves/);
  });
});
