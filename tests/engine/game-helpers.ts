// Test helpers every game's unit tests share: actions written in notation, card conservation, and
// the check that explain agrees with legalActions over a sample of states.
import type { Game, GameEvent, Seat, Violation } from '../../src/engine/core/game.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GameOf<S, A, R extends string> = Game<S, A, any, any, R>;

export function notationHelpers<S, A, R extends string>(game: GameOf<S, A, R>) {
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

export interface Agreement {
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
