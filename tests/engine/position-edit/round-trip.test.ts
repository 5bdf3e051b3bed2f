// positionOf writes a moment as a spec that fromPosition reads back as the same moment: the same
// spec again, the same seats to act and the same legal moves (the unnamed cards' order aside).
// From random deals played on at random and from every step of every worked example; and an empty
// table is a spec the game reads, refused with a sentence until cards are placed.

import { describe, expect, it } from 'vitest';
import { checkPosition } from '../../../src/engine/core/position/check.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { DEEP, exampleStarts, randomStart, specOf } from './property.ts';

const STARTS = DEEP ? 1000 : 12;

describe('a moment as a position and back', () => {
  for (const manifest of GAMES) {
    const { game } = manifest;
    it(`${game.id}: the same spec, seats to act and legal moves`, () => {
      const random = makeRandom(7);
      const starts = [
        ...exampleStarts(manifest),
        ...Array.from({ length: STARTS }, (_, i) => randomStart(manifest, random, 4300 + i)),
      ];
      let read = 0;
      for (const start of starts) {
        const spec = specOf(manifest, start);
        if (spec === null) continue;
        const back = game.fromPosition(spec, start.options, 99);
        expect(game.positionOf(back), start.from).toEqual(spec);
        expect(game.toAct(back), start.from).toEqual(game.toAct(start.state));
        for (const seat of game.toAct(back)) {
          const moves = (state: unknown): string[] =>
            game.legalActions(state, seat).map((action: unknown) => game.formatAction(action));
          expect(moves(back), `${start.from}, seat ${seat}`).toEqual(moves(start.state));
        }
        read++;
      }
      expect(read).toBeGreaterThan(STARTS / 2);
    }, 60_000);

    it(`${game.id}: an empty table is a spec the game reads`, () => {
      for (let players = game.players.min; players <= Math.min(game.players.max, 6); players++) {
        const options = game.parseOptions({ players });
        const problems = checkPosition(manifest, game.emptyPosition(options), options);
        for (const problem of problems) {
          expect(problem.message).not.toMatch(/cannot be read|has no field|must be a/);
          expect(Object.keys(game.rules)).toContain(problem.rule);
        }
      }
    });
  }
});
