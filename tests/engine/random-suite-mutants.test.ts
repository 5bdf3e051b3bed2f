// The random-game suite's own test: bugs planted in a wrapped copy of each game must make it fail,
// with a message that says what is wrong. Without this, a check that can never fire would look
// like a pass. Each mutant plays a few thorough games (every check, every seat, every state).
// SHOW_MUTANTS=1 prints what the suite said about each.

import { describe, expect, test } from 'vitest';
import type { AnyGame, GameEvent } from '../../src/engine/core/game.ts';
import type { Invariant } from '../../src/engine/core/manifest.ts';
import { makeRandom } from '../../src/engine/core/rng.ts';
import { GAMES } from '../../src/engine/registry.ts';
import { cardContainers } from './suite/cards.ts';
import { playRandomGame, SuiteFailure, thoroughPlan, type Plan } from './suite/random-game.ts';
import { optionVariants } from '../../src/engine/core/option-lists.ts';
import type { Variant } from '../../src/engine/core/option-lists.ts';

describe('the suite catches planted bugs', () => {
  type Mutant = (game: AnyGame) => Partial<AnyGame>;
  const MUTANTS: readonly [string, RegExp, Mutant][] = [
    ['allCards loses a card', /card conservation/, (g) => ({ allCards: (s) => g.allCards(s).slice(1) })],
    ['no legal action for a seat to act', /has no legal action/, () => ({ legalActions: () => [] })],
    ['explain accepts everything', /explain accepts it/, () => ({ explain: () => null })],
    [
      'explain cites a rule the book lacks',
      /not in the game's rule book/,
      (g) => ({
        explain: (s, seat, a) => {
          const v = g.explain(s, seat, a);
          return v && { ...v, rule: 'no-such-rule' };
        },
      }),
    ],
    ['every view shows everything', /shows hidden information/, (g) => ({ view: (s) => g.view(s, 'all') })],
    ['determinize redeals nothing', /determinize never redealt anything/, () => ({ determinize: (s) => s })],
    [
      'apply writes into its input',
      /changed in place/,
      (g) => ({
        apply: (s, seat, a) => {
          const r = g.apply(s, seat, a);
          (s as Record<string, unknown>)['touched'] = true;
          return r;
        },
      }),
    ],
    [
      'step takes a different action now and then',
      /step and apply disagree/,
      (g) => {
        let calls = 0;
        return {
          step: (s, seat, a) => {
            const legal = g.legalActions(s, seat);
            return g.step(s, seat, calls++ % 7 === 3 && legal.length > 1 ? legal[legal.indexOf(a) === 0 ? 1 : 0] : a);
          },
        };
      },
    ],
    [
      'newGame ignores the seed now and then',
      /replay/,
      (g) => {
        let calls = 0;
        return { newGame: (o, seed) => g.newGame(o, seed + (calls++ % 2)) };
      },
    ],
    [
      'formatAction writes what parseAction cannot read',
      /parseAction|round trip/,
      (g) => ({ formatAction: (a) => `${g.formatAction(a)}?!` }),
    ],
    // A leak determinize cannot expose: the view copies a card hidden from seat A into a field,
    // read from the real state even when it is given a determinized one. Checks 2 and 3 of
    // suite/random-game.ts checkViews must catch it: shown to the seats only, the view is no
    // longer a sub-view of the spectator's; shown to everyone, the walk finds a hidden card.
    ['a field copies a hidden card, for the seats', /where the spectator view has/, (g) => peeking(g, false)],
    ['a field copies a hidden card, for everyone', /a hidden card leaks into the view/, (g) => peeking(g, true)],
  ];

  /** Bugs only one game can have: each breaks one of the invariants its manifest declares. */
  const OWN_MUTANTS: Readonly<Record<string, readonly [string, RegExp, Mutant][]>> = {
    day: [
      [
        'a chip appears from nowhere',
        /chips conserved: stacks, the pot and the rake add up to \d+ chips/,
        (g) => {
          const leak = (s: unknown): unknown => {
            const state = s as { stacks: readonly number[] };
            return { ...state, stacks: [(state.stacks[0] ?? 0) + 1, ...state.stacks.slice(1)] };
          };
          return {
            apply: (s, seat, a) => {
              const r = g.apply(s, seat, a);
              return { ...r, state: leak(r.state) };
            },
            step: (s, seat, a) => leak(g.step(s, seat, a)),
          };
        },
      ],
    ],
  };

  function peeking(g: AnyGame, spectatorToo: boolean): Partial<AnyGame> {
    const origin = new WeakMap<object, unknown>();
    const real = (s: unknown): unknown => origin.get(s as object) ?? s;
    const peek = (s: unknown): string | null => {
      const isCard = (text: string): boolean => g.deckCards(s).includes(text);
      const mine = cardContainers(g.view(real(s), 0), isCard);
      for (const [path, cards] of cardContainers(g.view(real(s), 'all'), isCard))
        if (!mine.has(path)) return cards[0] ?? null;
      return null;
    };
    return {
      determinize: (s, seat, rng) => {
        const d: unknown = g.determinize(s, seat, rng);
        origin.set(d as object, real(s));
        return d;
      },
      view: (s, viewer) =>
        viewer === 'all' && !spectatorToo ? g.view(s, viewer) : { ...g.view(s, viewer), peek: peek(s) },
    };
  }

  for (const { game: original, suite } of GAMES) {
    const id = original.id;
    // The smallest table, with the default options.
    const variant = optionVariants(original.options)[0] as Variant;
    for (const [name, expected, mutate] of [...MUTANTS, ...(OWN_MUTANTS[id] ?? [])]) {
      test(`${id}: ${name}`, () => {
        const mutant: AnyGame = { ...original, ...mutate(original) };
        const message = firstFailure(mutant, variant, thoroughPlan(suite.cap), suite.invariants);
        expect(message, `the suite did not notice: ${name}`).not.toBeNull();
        expect(message).toMatch(expected);
        if (process.env['SHOW_MUTANTS']) console.log(`${name}: ${message}`);
        expect(message).toMatch(new RegExp(`\\[${id}, ${variant.name}, seed \\d+, step \\d+`));
      });
    }

    // Events that should be private, made public: only meaningful for a game that has such events.
    test(`${id}: private events made public`, () => {
      const stripped: AnyGame = {
        ...original,
        apply: (s, seat, a) => {
          const r = original.apply(s, seat, a);
          return { ...r, events: r.events.map(({ visibleTo: _gone, ...event }: GameEvent) => event) };
        },
      };
      const message = firstFailure(stripped, variant, thoroughPlan(suite.cap));
      if (message === null) {
        // Acceptable only if the game never hides an event's cards from anyone.
        const hasPrivateCards = (seed: number): boolean => {
          const g = original;
          const rng = makeRandom(seed);
          let s: unknown = g.newGame(g.parseOptions(variant.options), seed);
          for (let i = 0; i < 5000 && g.toAct(s).length > 0; i++) {
            const seat = rng.pick(g.toAct(s));
            const r = g.apply(s, seat, rng.pick(g.legalActions(s, seat)));
            if (r.events.some((e: GameEvent) => e.visibleTo !== undefined && (e.cards?.length ?? 0) > 0)) return true;
            s = r.state;
          }
          return false;
        };
        expect([1, 2, 3].some(hasPrivateCards), 'private events made public went unnoticed').toBe(false);
      } else {
        expect(message).toMatch(/should carry visibleTo|leaks/);
        if (process.env['SHOW_MUTANTS']) console.log(`private events made public: ${message}`);
      }
    });

    test(`${id}: the cap`, () => {
      const message = firstFailure(original, variant, { ...thoroughPlan(3), everySeat: false, replay: false });
      expect(message).toMatch(/did not end within its cap of 3 actions/);
    });
  }

  /** The first failure message over a few seeds, or null when every game passes. */
  function firstFailure(
    game: AnyGame,
    variant: Variant,
    plan: Plan,
    invariants: readonly Invariant[] = [],
  ): string | null {
    for (let seed = 1; seed <= 4; seed++) {
      try {
        playRandomGame(game, variant, seed, plan, invariants);
      } catch (error) {
        if (error instanceof SuiteFailure) return error.message;
        throw error;
      }
    }
    return null;
  }
});
