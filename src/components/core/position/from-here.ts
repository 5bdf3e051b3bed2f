// "Set up from here": the sandbox's moment as a position view's #pos= fragment. Fetched when the
// reader asks, with the game's tools (positionOf).

import type { AnyGame } from '../../../engine/core/game.ts';
import { encodePosition } from '../../../engine/core/position/share.ts';

/** The prefix of a position's link in the view's address. */
export const POS_PREFIX = '#pos=';

/** The fragment that opens `state` in the position view; null for a moment no position can hold (mid-swap). */
export function positionFragment(game: AnyGame, options: unknown, seed: number, state: unknown): string | null {
  try {
    return POS_PREFIX + encodePosition(game, { options, seed, position: game.positionOf(state) });
  } catch {
    return null;
  }
}
