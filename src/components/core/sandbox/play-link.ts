// A link that opens a game record in the sandbox (#play=…), for the parts that only write links:
// the quiz's "Play on from here in the sandbox" and the guided lesson's "Play a real hand". The
// record writer (engine/core/record-write.ts) is fetched after the part is ready, not before it:
// the quiz asks for it once a question is shown, the lesson once its hand is dealt.

import type { AnyPlayableGame } from '../../../engine/core/game.ts';
import { onDemand } from '../../../engine/core/on-demand.ts';
import type { SharedRecord } from '../../../engine/core/record-write.ts';
import { playFragment } from './link.ts';

/** The record writer, fetched the first time a link is written (or asked for ahead of it). */
export const recordWriter = onDemand(() => import('../../../engine/core/record-write.ts'));

type Writer = Awaited<ReturnType<typeof recordWriter>>;

/** The link that opens `record` in the sandbox, written with `writer`; null when the record does not replay. */
export function linkWith(writer: Writer, game: AnyPlayableGame, record: SharedRecord): string | null {
  try {
    return playFragment(writer.encodeRecord(game, record));
  } catch {
    return null;
  }
}

/**
 * The link that opens `record` in the sandbox, once the writer has come; null when it could not
 * be fetched (offline) or the record does not replay: the part is shown without the link then.
 */
export async function playLink(game: AnyPlayableGame, record: SharedRecord): Promise<string | null> {
  const writer = await recordWriter().catch(() => null);
  return writer === null ? null : linkWith(writer, game, record);
}
