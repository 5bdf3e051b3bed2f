// The reader's reviewed hands of one game (the last 20): the accuracy of each, for the chart under
// a review, kept in localStorage through the site's one storage module (../storage.ts) in the
// format below. A record that is damaged here and there keeps its sound entries; one that cannot be
// read at all is dropped, and the review says so; a page whose storage is full or refused simply
// keeps none.

import { versionOf, type Format } from '../storage.ts';

/** How many reviewed hands are kept. */
const KEPT = 20;

export interface Reviewed {
  /** The share of the hand's marked decisions marked best or good. */
  readonly accuracy: number;
  readonly decisions: number;
}

const isReviewed = (r: unknown): r is Reviewed =>
  typeof r === 'object' &&
  r !== null &&
  typeof (r as Reviewed).accuracy === 'number' &&
  typeof (r as Reviewed).decisions === 'number';

/**
 * Format 1 keeps the list under `hands`, with its version; before it, the list itself was stored
 * (and is still read).
 */
export const HISTORY_FORMAT: Format<readonly Reviewed[]> = {
  version: 1,
  read(stored) {
    const list = Array.isArray(stored)
      ? stored
      : versionOf(stored) === 1
        ? (stored as { hands?: unknown }).hands
        : null;
    return Array.isArray(list) ? list.filter(isReviewed) : null;
  },
  write: (hands) => ({ v: 1, hands }),
};

/** The history with `hand` added, the oldest let go past KEPT. */
export function withHand(hands: readonly Reviewed[], hand: Reviewed): readonly Reviewed[] {
  return [...hands, hand].slice(-KEPT);
}
