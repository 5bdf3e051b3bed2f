// An example's step, or any sandbox record, opened in the position view: the stepper's "Set up from
// here" links to /<game>/position/#play=<the step's record> (the record its "Play on from here"
// already carries, so the game page gains no bytes and loads nothing more), and the view, which
// has the game's tools, replays the record and sets up its last moment. Fetched only when the
// address holds such a record.

import type { AnyGame } from '../../../engine/core/game.ts';
import { decodeRecord } from '../../../engine/core/record-codec.ts';
import { errorMessage, replay } from '../../../engine/core/replay.ts';
import { encodePosition } from '../../../engine/core/position/share.ts';
import { AGAIN, playFragment } from '../sandbox/link.ts';
import { POS_PREFIX } from './from-here.ts';

/**
 * The `#pos=` fragment of the moment the record of `hash` (`#play=<record>`) ends at, or why it has
 * none: a record that cannot be read, or a moment no position can hold (mid-swap, the hand over).
 */
export function positionOfRecord(
  game: AnyGame,
  hash: string,
): { readonly fragment: string } | { readonly problem: string } {
  try {
    // A review's "Try again from here" adds the decision it reopens: not part of the record.
    // (The prefix as the sandbox writes it: link.ts keeps its own reader, and the sandbox its bytes.)
    const prefix = playFragment('');
    const record = hash.startsWith(prefix) ? hash.slice(prefix.length) : '';
    const shared = decodeRecord(record.split(AGAIN)[0] ?? '', game);
    const { state } = replay(game, shared);
    const position = game.positionOf(state);
    return { fragment: POS_PREFIX + encodePosition(game, { options: shared.options, seed: shared.seed, position }) };
  } catch (error) {
    return { problem: `This step cannot be set up as a position. ${errorMessage(error)}` };
  }
}

/**
 * The page's address, which holds a game record, becomes the `#pos=` link of the moment it ends at,
 * which the view then opens as any position link; the problem, a sentence, when it cannot (the
 * address then holds neither, and the view shows its first deal).
 */
export function openRecordLink(game: AnyGame): string | null {
  const found = positionOfRecord(game, location.hash);
  const hash = 'fragment' in found ? found.fragment : '';
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
  return 'problem' in found ? found.problem : null;
}
