// The quiz's "Play on from here in the sandbox" link: the question's position as a share link,
// written by the record writer (engine/core/record-write.ts), fetched once a question is on screen
// rather than before it, since the reader reads the question before following the link.

import type { AnyPlayableGame } from '../../../engine/core/game.ts';
import { onDemand } from '../../../engine/core/on-demand.ts';
import type { SharedRecord } from '../../../engine/core/record-write.ts';
import { playFragment } from '../sandbox/link.ts';

const writer = onDemand(() => import('../../../engine/core/record-write.ts'));

/**
 * The link that opens `record` in the sandbox; null when the writer could not be fetched (offline)
 * or the record does not replay: the question is shown without the link then.
 */
export async function playOnLink(game: AnyPlayableGame, record: SharedRecord): Promise<string | null> {
  try {
    return playFragment((await writer()).encodeRecord(game, record));
  } catch {
    return null;
  }
}
