// A search's result in words, for the reader: the move, why (what the search measured for it and
// for the next best move, and the events that came more or less often after it than after the
// next best: compare.ts), and the rule the move rests on, as the engine cites it when the move is
// made. Built where the search runs (the worker), from the result and that comparison.

import type { EventShare } from './compare.ts';
import type { Seat, Viewer } from '../game.ts';
import { seedRng } from '../rng.ts';
import type { SearchResult } from './search.ts';
import { eventLine } from './review-words.ts';
import { movesSeen } from './seen.ts';
import type { SearchSpec, Who, SearchGame } from './spec.ts';
import { lower, narrowedWords, sayMove } from './words.ts';

export interface Hint {
  /** The move, in the game's action notation (Game.parseAction reads it back). */
  readonly action: string;
  /**
   * "Play the 9 of spades: you win the hand in 70% of the deals tried. Next best: draw a card, a win
   * in 52%." A bot's reason names only what the reader may see (seen.ts): "Swap a hole card: …".
   */
  readonly reason: string;
  /** A bot's reason with every move named, for a reader who has revealed all cards; when it differs. */
  readonly revealed?: string;
  /** The rule the move rests on: the rule of the first event it makes. */
  readonly rule: string;
  readonly playouts: number;
}

/**
 * The hint for `seat`'s move. `who` is 'you' for the reader's hint, or a bot's seat letter for the
 * reason a strong bot gives in the log (empty when it had no choice: nothing was searched); then
 * `viewer` is the reader, whom the reason must not tell what they may not see.
 */
export function hintFor<A>(
  game: SearchGame,
  spec: SearchSpec,
  state: unknown,
  seat: Seat,
  result: SearchResult<A>,
  who: Who,
  /** The events that came more or less often after the move than after the next best (compare.ts). */
  events: readonly EventShare[] = [],
  viewer: Viewer = seat,
): Hint {
  const [best, next] = result.moves;
  // The move and the next best as the reader may know them: named, or said without their cards.
  const seen = best === undefined ? null : movesSeen(game, state, seat, viewer);
  const hiddenMove = seen !== null && !seen(result.action, true);
  const hiddenNext = seen !== null && next !== undefined && !seen(next.action, false);
  const kind = (action: A): unknown => (action as { type?: unknown }).type;
  const reasonOf = (hide: boolean): string => {
    const move = sayMove(game, spec, result.action, hide && hiddenMove ? { another: false } : undefined);
    let reason = who === 'you' ? `${move}: the only move you may make.` : '';
    // A move narrow left alone was not searched: the reader is told why; a bot's log line says nothing.
    if (result.narrowed) reason = who === 'you' ? `${move}: ${narrowedWords(spec, state)}.` : '';
    if (!best) return reason;
    reason = `${move}: ${spec.describe(best.mean, best.mean - result.base, who, who === 'you')}.`;
    if (!next) return reason;
    const another = kind(next.action) === kind(result.action);
    const other = lower(sayMove(game, spec, next.action, hide && hiddenNext ? { another } : undefined));
    reason += ` Next best: ${other}, ${spec.short(next.mean, next.mean - result.base)}.`;
    for (const event of events) reason += ` ${eventLine(event, 'this move', `you ${other}`).text}`;
    return reason;
  };
  const reason = reasonOf(true);
  const revealed = reasonOf(false);
  // The move's effect is applied to a sampled deal, never the real one: its events may name cards
  // the seat has not seen (a drawn card), and only their rule is wanted.
  const sampled = game.determinize(state, seat, seedRng(1));
  const rule = game.apply(sampled, seat, result.action).events[0]?.rule ?? Object.keys(game.rules)[0] ?? '';
  return {
    action: game.formatAction(result.action),
    reason,
    ...(revealed === reason ? {} : { revealed }),
    rule,
    playouts: result.playouts,
  };
}
