// The referee at the table: for the seat to act, every legal move with the rule that allows it
// (the game's own reasons, legal-reasons.ts, that the quiz gives too), why any other move is
// refused (explain, with its rule), and what a move leads to (the events, each with its rule).
// The same for every game, from its manifest. The kinds of move the seat may not make now are
// barred.ts's.

import { redactEvent } from '../events.ts';
import type { Seat, Violation } from '../game.ts';
import type { PositionGame } from './check.ts';
import { seatLetter } from '../seats.ts';
import { sayMove } from '../search/words.ts';

/** A legal move, in the game's notation and in words, with the rule that allows it and why. */
interface AllowedMove {
  readonly action: unknown;
  readonly notation: string;
  /** The move as the reader reads it ("Go all in (3 chips)"): never the notation. */
  readonly words: string;
  readonly rule: string;
  readonly message: string;
}

/** One seat's legal moves. */
interface SeatRuling {
  readonly seat: Seat;
  readonly moves: readonly AllowedMove[];
}

/** One thing a move made happen, as the log says it, and the rule it rests on. */
interface RuledEvent {
  readonly kind: string;
  readonly text: string;
  readonly rule: string;
}

interface Followed {
  readonly state: unknown;
  readonly events: readonly RuledEvent[];
}

/** Every seat that may act now (several in a swap or a pass) with each of its legal moves and why. */
export function rulingOf(manifest: PositionGame, state: unknown): readonly SeatRuling[] {
  const { game } = manifest;
  return game.toAct(state).map((seat: Seat) => ({
    seat,
    moves: game.legalActions(state, seat).map((action: unknown) => {
      const reason = allowedWhy(manifest, state, seat, action);
      return {
        action,
        notation: game.formatAction(action),
        words: moveSaid(manifest, state, seat, action),
        rule: reason.rule,
        message: reason.message,
      };
    }),
  }));
}

/** Why `seat` may make the legal `action`: the game's reason and the rule that allows it. */
export function allowedWhy(
  manifest: PositionGame,
  state: unknown,
  seat: Seat,
  action: unknown,
): { readonly rule: string; readonly message: string } {
  return manifest.position.legal?.allowed?.(state, seat, action, '') ?? { rule: '', message: 'It is allowed.' };
}

/**
 * `seat`'s move in `state` in words: the game's own (PositionKit.words, as its hint and review say
 * it), else from the move's shape, with the deck's card names.
 */
export function moveSaid(manifest: PositionGame, state: unknown, seat: Seat, action: unknown): string {
  return sayMove(manifest.game, { move: manifest.position.words }, action, undefined, { state, seat });
}

/**
 * Why `seat` may not make `move` (an action, or its notation as a reader typed it): null when it
 * is legal. Notation that does not parse is refused too, with the game's first rule (its cards).
 */
export function refusalOf(manifest: PositionGame, state: unknown, seat: Seat, move: unknown): Violation | null {
  const { game } = manifest;
  let action = move;
  if (typeof move === 'string') {
    try {
      action = game.parseAction(move);
    } catch (error) {
      return { rule: Object.keys(game.rules)[0] ?? '', message: (error as Error).message };
    }
  }
  return game.explain(state, seat, action);
}

/** What follows a legal move: the next state and its events, each with its rule. Throws for an illegal one. */
export function followMove(manifest: PositionGame, state: unknown, seat: Seat, action: unknown): Followed {
  const { game } = manifest;
  const applied = game.apply(state, seat, action);
  return {
    state: applied.state,
    events: applied.events.map((event) => ({
      kind: event.kind,
      text: game.describeEvent(redactEvent(event, 'all'), seatLetter),
      rule: event.rule,
    })),
  };
}
