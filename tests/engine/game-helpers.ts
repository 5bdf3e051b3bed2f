// Test helpers every game's unit tests share: options and positions, actions written in notation,
// refusals, card conservation, whole games driven by a chooser, and the check that explain agrees
// with legalActions over a sample of states. gameHelpers(game) gives them for any game; a game's
// own helpers.ts adds only its fixtures and drivers.
import type { Game, GameEvent, Seat, Violation } from '../../src/engine/core/game.ts';
import { IllegalActionError } from '../../src/engine/core/replay.ts';
import { makeRandom, type Random } from '../../src/engine/core/rng.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- views are not used here
type GameOf<S, A, R extends string> = Game<S, A, any, any, R>;

/** Picks the action for `seat` among its legal actions. */
export type Chooser<S, A> = (state: S, seat: Seat, legalActions: readonly A[]) => A;

function randomChooser<S, A>(random: Random): Chooser<S, A> {
  return (_state, _seat, legalActions) => random.pick(legalActions);
}

function firstChooser<S, A>(_state: S, _seat: Seat, legalActions: readonly A[]): A {
  const first = legalActions[0];
  if (first === undefined) throw new Error('no legal action');
  return first;
}

export function gameHelpers<S, A, O, V, R extends string>(game: Game<S, A, O, V, R>) {
  type Events = readonly GameEvent<R>[];
  const notation = notationHelpers<S, A, R>(game);
  const options = (input: Record<string, unknown> = {}): O => game.parseOptions(input);
  const newGame = (input: Record<string, unknown> = {}, seed = 1): S => game.newGame(options(input), seed);

  /**
   * Plays on until `stop` holds or the game is over (or `maxSteps`), one action at a time, asking
   * `choose` for the first seat in toAct. Calls `visit` on every state reached, before its action.
   */
  const playUntil = (
    start: S,
    choose: Chooser<S, A>,
    stop: (state: S) => boolean = () => false,
    visit?: (state: S, step: number) => void,
    maxSteps = 50_000,
  ): { state: S; events: Events; steps: number } => {
    let state = start;
    let steps = 0;
    const events: GameEvent<R>[] = [];
    while (!stop(state) && steps < maxSteps) {
      const [seat] = game.toAct(state);
      if (seat === undefined) break;
      visit?.(state, steps);
      const result = game.apply(state, seat, choose(state, seat, game.legalActions(state, seat)));
      state = result.state;
      events.push(...result.events);
      steps++;
    }
    return { state, events, steps };
  };

  return {
    ...notation,
    options,
    newGame,
    /** A hand-written position (fromPosition) with options given as a plain object. */
    position: (spec: unknown, input: Record<string, unknown> = {}, seed = 1): S =>
      game.fromPosition(spec, options(input), seed),
    /** The violation apply() raises for an action (in notation, or an action object). */
    refused(state: S, seat: Seat, action: A | string): Violation {
      try {
        game.apply(state, seat, typeof action === 'string' ? game.parseAction(action) : action);
      } catch (error) {
        if (error instanceof IllegalActionError) return error.violation;
        throw error;
      }
      throw new Error(
        `${typeof action === 'string' ? action : game.formatAction(action)} by seat ${seat} was accepted`,
      );
    },
    ofKind: (events: Events, kind: string): GameEvent<R>[] => events.filter((e) => e.kind === kind),
    rules: (events: Events): R[] => events.map((e) => e.rule),
    sorted: (items: readonly string[]): string[] => items.slice().sort(),
    playUntil,
    randomChooser: (random: Random): Chooser<S, A> => randomChooser<S, A>(random),
    firstChooser: (state: S, seat: Seat, legalActions: readonly A[]): A => firstChooser(state, seat, legalActions),
    /** A uniformly random game from a seed; the same seed always gives the same game. */
    randomGame: (
      input: Record<string, unknown>,
      seed: number,
      visit?: (state: S, step: number) => void,
      maxSteps?: number,
    ): { state: S; events: Events; steps: number } =>
      playUntil(newGame(input, seed), randomChooser(makeRandom(seed * 7919 + 1)), undefined, visit, maxSteps),
  };
}

function notationHelpers<S, A, R extends string>(game: GameOf<S, A, R>) {
  type Events = readonly GameEvent<R>[];
  /** Applies one action written in the game's notation. */
  const act = (state: S, seat: Seat, text: string): { state: S; events: Events } => {
    const result = game.apply(state, seat, game.parseAction(text));
    return { state: result.state, events: result.events };
  };
  return {
    act,
    /** Applies [seat, action] moves in order; the final state and every event. */
    run(state: S, moves: readonly (readonly [Seat, string])[]): { state: S; events: Events } {
      let current = state;
      const events: GameEvent<R>[] = [];
      for (const [seat, text] of moves) {
        const result = act(current, seat, text);
        current = result.state;
        events.push(...result.events);
      }
      return { state: current, events };
    },
    /** The legal actions of `seat`, in notation. */
    legal(state: S, seat: Seat): string[] {
      return game.legalActions(state, seat).map((a) => game.formatAction(a));
    },
    /** explain() for an action written in notation. */
    why(state: S, seat: Seat, text: string): Violation<R> | null {
      return game.explain(state, seat, game.parseAction(text));
    },
    /** Every card in the game, wherever it lies, equals the game's deck(s) as a multiset. */
    conserved(state: S): boolean {
      return (
        JSON.stringify(game.allCards(state).slice().sort()) === JSON.stringify(game.deckCards(state).slice().sort())
      );
    },
  };
}

export function kinds(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.kind);
}

interface Agreement {
  /** Mismatches, described; empty when explain and legalActions agree everywhere. */
  readonly problems: string[];
  readonly allowed: number;
  readonly refusals: number;
  /** Rule ids cited by the refusals met. */
  readonly cited: ReadonlySet<string>;
}

/**
 * For every state, every seat from -1 to seatCount (out-of-range seats included) and every
 * candidate action: explain is null exactly for the legal actions, and each refusal cites a rule
 * of the game's book with a real message. Mismatches are collected, not asserted one by one: a
 * million expect() calls would be slow.
 */
export function explainAgreement<S, A, R extends string>(
  game: GameOf<S, A, R>,
  states: readonly S[],
  candidates: (state: S, seat: Seat) => readonly A[],
): Agreement {
  const ruleIds = Object.keys(game.rules);
  const problems: string[] = [];
  const cited = new Set<string>();
  let allowed = 0;
  let refusals = 0;
  for (const state of states) {
    for (let seat = -1; seat <= game.seatCount(state); seat++) {
      const legal = new Set(game.legalActions(state, seat).map((a) => game.formatAction(a)));
      for (const action of candidates(state, seat)) {
        const verdict = game.explain(state, seat, action);
        const where = `${game.formatAction(action)} by seat ${seat} in ${String((state as { phase?: unknown }).phase)}`;
        if (legal.has(game.formatAction(action))) {
          allowed++;
          if (verdict !== null) problems.push(`${where}: legal but refused (${verdict.rule})`);
          continue;
        }
        refusals++;
        if (verdict === null) {
          problems.push(`${where}: illegal but explain says null`);
          continue;
        }
        cited.add(verdict.rule);
        if (!ruleIds.includes(verdict.rule)) problems.push(`${where}: unknown rule ${verdict.rule}`);
        if (verdict.message.trim().length < 10) problems.push(`${where}: no message`);
      }
    }
  }
  return { problems, allowed, refusals, cited };
}
