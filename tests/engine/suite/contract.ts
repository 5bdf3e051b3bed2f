// Parts of the engine contract the random-game suite does not reach, for any game: the opening
// events of a deal, the rule book's shape, the option book, and option validation. contractSuite
// registers them for one game manifest (contract.test.ts runs it for every game of the registry).
import { describe, expect, test } from 'vitest';
import { redactEvent } from '../../../src/engine/core/events.ts';
import type { GameManifest } from '../../../src/engine/core/manifest.ts';
import { seatLetter } from '../../../src/engine/core/seats.ts';
import { optionFields, optionVariants } from '../../../src/engine/core/option-lists.ts';

export function contractSuite({ game, play, bot }: GameManifest): void {
  describe(game.id, () => {
    test('the play manifest holds the same game without its tools, and its tools and bot load the whole game and the bot', async () => {
      const tools = new Set<string>([
        'fromPosition',
        'positionOf',
        'emptyPosition',
        'candidateActions',
        'probes',
        'determinize',
      ]);
      const playKeys = Object.keys(play.game).sort();
      expect(playKeys).toEqual(
        Object.keys(game)
          .filter((key) => !tools.has(key))
          .sort(),
      );
      for (const key of playKeys) {
        expect(play.game[key as keyof typeof play.game], key).toBe(game[key as keyof typeof game]);
      }
      expect(await play.withTools()).toBe(game);
      expect(await play.bot()).toBe(bot);
    });

    test('the opening events of a deal cite known rules and read as sentences for every viewer', () => {
      for (const variant of optionVariants(game.options)) {
        const players = variant.players;
        const options = game.parseOptions(variant.options);
        for (let seed = 0; seed < 20; seed++) {
          const events = game.openingEvents(options, seed);
          expect(events.length, `${variant.name}, seed ${seed}`).toBeGreaterThan(0);
          expect(game.openingEvents(options, seed)).toEqual(events);
          for (const event of events) {
            expect(Object.keys(game.rules)).toContain(event.rule);
            for (const viewer of [...Array.from({ length: players }, (_, s) => s), 'all' as const]) {
              const sentence = game.describeEvent(redactEvent(event, viewer), seatLetter);
              expect(sentence.trim()).not.toBe('');
              expect(sentence, 'a sentence starts with a capital').not.toMatch(/^[a-z]/);
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

    test('the option book declares the player range, every variant parses, and the fields offer legal values', () => {
      expect(game.players).toEqual({ min: game.options.players.min, max: game.options.players.max });
      for (const variant of optionVariants(game.options)) {
        const options = game.parseOptions(variant.options);
        expect(game.seatCount(game.newGame(options, 1)), variant.name).toBe(variant.players);
      }
      // A value the form offers is playable at some table (Dawn's one deck is for 2 or 3 players).
      const { min, max } = game.players;
      for (const field of optionFields(game.options)) {
        for (const choice of field.choices) {
          const playable = Array.from({ length: max - min + 1 }, (_, i) => min + i).some((players) => {
            try {
              game.parseOptions({ players, [field.key]: choice.value });
              return true;
            } catch {
              return false;
            }
          });
          expect(playable, `${field.key} ${String(choice.value)}`).toBe(true);
        }
      }
    });

    test('the bot chooses one of the legal actions, from its own view, for every seat that acts', () => {
      for (const variant of optionVariants(game.options)) {
        for (let seed = 0; seed < 5; seed++) {
          let state: unknown = game.newGame(game.parseOptions(variant.options), seed);
          for (let step = 0; step < 40 && game.toAct(state).length > 0; step++) {
            const seat = game.toAct(state)[0] as number;
            const legal = game.legalActions(state, seat).map((a: unknown) => game.formatAction(a));
            const action: unknown = bot(game.view(state, seat), game.legalActions(state, seat), seat);
            expect(legal, `${variant.name}, seed ${seed}, step ${step}`).toContain(game.formatAction(action));
            state = game.apply(state, seat, action).state;
          }
        }
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
