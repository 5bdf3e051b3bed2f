// In a guided lesson, the control the coach asks for is the one marked as the move to make: another
// allowed move keeps a plain look, one not allowed now is muted (a newcomer's phone trial: Day's
// Check and Bet 1 looked the same when the coach asked for one). A screen reader hears the same:
// "(the coach's move)" after the asked control's name. Outside a lesson every allowed move is marked.

import type { PlayControls } from './types.ts';

/** What a screen reader hears after the name of the control the coach asks for. */
export const COACH_CUE = ' (the coach’s move)';

/** Is `action` one the coach asks for? (Every move, outside a lesson or where any move goes.) */
export function isAsked<A>(play: Pick<PlayControls<A>, 'asked'>, action: A): boolean {
  return play.asked?.(action) ?? true;
}

/** A control's look: the move to make (allowed and asked for), plain (allowed, not asked for), or muted. */
export function moveMark(allowed: boolean, asked: boolean): ' wh-legal' | '' | ' wh-unplayable' {
  return allowed && asked ? ' wh-legal' : allowed ? '' : ' wh-unplayable';
}

/** What a screen reader hears after the control's name: the coach's move, allowed now, or not. */
export function moveCue<A>(play: Pick<PlayControls<A>, 'asked'>, allowed: boolean, asked: boolean): string {
  if (!allowed) return ' (not allowed now)';
  return play.asked && asked ? COACH_CUE : ' (allowed now)';
}

/** For a hand of cards (HandCards' `asked`): which card the coach asks for, by its move; undefined outside such a lesson. */
export function askedCards<A>(
  play: Pick<PlayControls<A>, 'asked'>,
  move: (card: string) => A,
): ((card: string) => boolean) | undefined {
  const asked = play.asked;
  return asked ? (card) => asked(move(card)) : undefined;
}

/**
 * The parts (cards, a lead's shade) of the moves the coach asks for, for controls that build a move
 * of several taps (Dark Hearts' pass of three cards, its Light/Dark switch before a lead): each
 * part is marked as the coach's move. Undefined outside such a lesson.
 */
export function askedParts<A, P>(
  play: Pick<PlayControls<A>, 'asked' | 'legal'>,
  parts: (action: A) => readonly P[],
): ReadonlySet<P> | undefined {
  const asked = play.asked;
  return asked ? new Set(play.legal.filter((action) => asked(action)).flatMap(parts)) : undefined;
}
