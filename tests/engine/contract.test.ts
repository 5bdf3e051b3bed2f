// Parts of the engine contract the random-game suite does not reach, for every registered game:
// the opening events of a deal, the rule book's shape, and option validation.
import { describe, expect, test } from 'vitest';
import { redactEvent } from '../../src/engine/core/events.ts';
import { seatLetter } from '../../src/engine/core/seats.ts';
import { GAMES } from '../../src/engine/registry.ts';

for (const { game } of GAMES) {
  describe(game.id, () => {
    test('the opening events of a deal cite known rules and read as sentences for every viewer', () => {
      for (const variant of game.options.variants()) {
        const players = variant.players;
        const options = game.parseOptions(variant.options);
        for (let seed = 0; seed < 20; seed++) {
          const events = game.openingEvents(options, seed);
          expect(events.length, `${variant.name}, seed ${seed}`).toBeGreaterThan(0);
          expect(game.openingEvents(options, seed)).toEqual(events);
          for (const event of events) {
            expect(Object.keys(game.rules)).toContain(event.rule);
            for (const viewer of [...Array.from({ length: players }, (_, s) => s), 'all' as const]) {
              expect(game.describeEvent(redactEvent(event, viewer), seatLetter).trim()).not.toBe('');
            }
          }
        }
      }
    });

    test('rule ids are stable kebab-case anchors with titles', () => {
      for (const [rule, title] of Object.entries(game.rules)) {
        expect(rule).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
        expect(String(title).trim()).not.toBe('');
      }
    });

    test('options are validated, with defaults', () => {
      expect(() => game.parseOptions({ noSuchOption: 1 })).toThrow(/no option "noSuchOption"/);
      expect(() => game.parseOptions('four')).toThrow(/must be an object/);
      const defaults = game.parseOptions({});
      expect(game.seatCount(game.newGame(defaults, 1))).toBeGreaterThanOrEqual(game.players.min);
    });
  });
}
