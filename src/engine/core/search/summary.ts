// A reviewed hand in a few figures (issue 34): how many decisions were marked, the share marked
// best or good, and the one that lost the most. Apart from review.ts, so the page's review panel
// reads its marks without loading the search.

import type { DecisionReview } from './review.ts';

interface HandSummary {
  /** Decisions marked (those the search weighed). */
  readonly marked: number;
  /** How many of them were marked best or good, and their share. */
  readonly fine: number;
  readonly accuracy: number;
  /** The decision that lost the most, when any lost anything the playouts were sure of. */
  readonly worst: DecisionReview | null;
}

export function summarize(reviews: readonly DecisionReview[]): HandSummary {
  const marked = reviews.filter((r) => r.mark !== null);
  const fine = marked.filter((r) => r.mark === 'best' || r.mark === 'good').length;
  let worst: DecisionReview | null = null;
  for (const r of marked) if (r.sure > 0 && r.sure > (worst?.sure ?? 0)) worst = r;
  return { marked: marked.length, fine, accuracy: marked.length ? fine / marked.length : 1, worst };
}
