// The strong bot's opinion of a set-up position (the position view, issue 43): every legal move of
// the seat to act, valued by the search from that seat's view only, each with a sentence in the
// game's words: the best found, and what each other move would cost against it, in the review's
// marks and units (review.ts, SearchSpec.describe and ReviewScale.loss).
//
// The search never reads what the seat cannot see (search.ts), but the page hands the worker only
// the seat's view all the same (seatView): the cards it cannot see dealt again at random, as the
// search itself deals them. So the position the worker gets holds none of the other seats' real
// hidden cards, and a sentence cannot name one: the moves it names are the seat's own.

import type { Seat } from '../game.ts';
import { seedRng } from '../rng.ts';
import { markOf, type Mark } from './review.ts';
import type { SearchResult } from './search.ts';
import type { SearchSpec, SearchGame } from './spec.ts';
import { narrowedWords, sayMove } from './words.ts';

/** One legal move as the strong bot sees it. */
export interface MoveOpinion {
  /** The move in the game's notation, and in words. */
  readonly action: string;
  readonly words: string;
  /** As the review marks a move; null when the search did not weigh it (or it is the only move). */
  readonly mark: Mark | null;
  /** What the search found for it, in the game's words: a sentence or two. */
  readonly text: string;
}

export interface Opinion {
  readonly seat: Seat;
  /** Every legal move: those weighed, the best first, then any the search left out. */
  readonly moves: readonly MoveOpinion[];
  readonly playouts: number;
}

/** The deal of the unseen cards in the seat's view: fixed, so one position always gives one view. */
const VIEW_DEAL = 0x43;

/**
 * The position as `seat` knows it: every card it cannot see dealt again at random among the places
 * it cannot see into (Game.determinize, whose deal depends on nothing the seat cannot see). Two
 * positions the seat cannot tell apart give the very same view.
 */
export function seatView(game: SearchGame, state: unknown, seat: Seat): unknown {
  return game.determinize(state, seat, seedRng(VIEW_DEAL));
}

/**
 * The opinion of `seat`'s legal moves in `state` (the seat's view) from a search of them. The moves
 * are said to the reader as to the seat: "you".
 */
export function opinionOf<A>(
  game: SearchGame,
  spec: SearchSpec,
  state: unknown,
  seat: Seat,
  result: SearchResult<A>,
): Opinion {
  const legal = game.legalActions(state, seat) as readonly A[];
  const say = (action: A): string => sayMove(game, spec, action, undefined, { state, seat });
  const opinion = (action: A, mark: Mark | null, text: string): MoveOpinion => ({
    action: game.formatAction(action),
    words: say(action),
    mark,
    text,
  });
  if (legal.length <= 1) {
    return { seat, moves: legal.map((action) => opinion(action, null, 'The only move you may make.')), playouts: 0 };
  }
  const [best] = result.moves;
  const weighed: MoveOpinion[] = [];
  if (best === undefined) {
    // The game's narrow left one move to make: the reader is told why, as a hint tells it.
    weighed.push(opinion(result.action, 'best', `The one move weighed: ${narrowedWords(spec, state)}.`));
  } else {
    const gainOf = (mean: number): number => mean - result.base;
    weighed.push(
      opinion(best.action, 'best', `Best found: ${spec.describe(best.mean, gainOf(best.mean), 'you', true)}.`),
    );
    for (const move of result.moves.slice(1)) {
      const loss = Math.max(0, best.mean - move.mean);
      const mark = markOf(spec.review, loss);
      const found = `${LABEL[mark]}: ${spec.describe(move.mean, gainOf(move.mean), 'you')}.`;
      // A loss too small to say in the game's units is left unsaid, as the review leaves it.
      const cost = loss >= spec.review.good / 4 ? ` Next to the best, it costs ${spec.review.loss(loss)}.` : '';
      weighed.push(opinion(move.action, mark, found + cost));
    }
  }
  const named = new Set(weighed.map((move) => move.action));
  const left = legal.filter((action) => !named.has(game.formatAction(action)));
  const notWeighed = `Not weighed: the strong bot plays out only ${weighed.length} of the ${legal.length} moves here, those it finds worth weighing.`;
  return {
    seat,
    moves: [...weighed, ...left.map((action) => opinion(action, null, notWeighed))],
    playouts: result.playouts,
  };
}

/** A mark as the review's list names it. */
const LABEL: Readonly<Record<Mark, string>> = {
  best: 'Best',
  good: 'Good',
  inaccuracy: 'An inaccuracy',
  mistake: 'A mistake',
  blunder: 'A blunder',
};
