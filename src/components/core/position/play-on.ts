// "Play on from here": the game page's address that opens a set-up position in its sandbox. Fetched
// when the reader asks (most readers only want a ruling), with the record writer it needs.

import type { AnyGame, Seat } from '../../../engine/core/game.ts';
import { encodeRecord } from '../../../engine/core/record-write.ts';
import { playFragment } from '../sandbox/link.ts';
import type { Draft } from './model.ts';

/** The game page's address that opens `draft` in the sandbox, `seat` playing; null when it cannot be played on. */
export function playOnLink(game: AnyGame, page: string, draft: Draft, seat: Seat): string | null {
  try {
    const record = encodeRecord(game, {
      options: draft.options,
      seed: draft.seed,
      seat,
      position: draft.spec,
      actions: [],
    });
    return page + playFragment(record);
  } catch {
    return null;
  }
}
