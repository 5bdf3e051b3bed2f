// A reviewed hand in a few figures (issue 34): how many decisions were marked, the share marked
// best or good, and the one that lost the most among those marked an inaccuracy or worse. Apart from review.ts, so the page's review panel
// reads its marks without loading the search.

import type { DecisionReview } from './review.ts';

interface HandSummary {
  /** Decisions marked (those the search weighed). */
  readonly marked: number;
  /** How many of them were marked best or good, and their share. */
  readonly fine: number;
  readonly accuracy: number;
  /**
   * The biggest mistake: of the decisions marked an inaccuracy, a mistake or a blunder, the one
   * that lost the most the playouts were sure of; null when every decision was best or good.
   */
  readonly worst: DecisionReview | null;
}

export function summarize(reviews: readonly DecisionReview[]): HandSummary {
  const marked = reviews.filter((r) => r.mark !== null);
  const fine = marked.filter((r) => r.mark === 'best' || r.mark === 'good').length;
  let worst: DecisionReview | null = null;
  for (const r of marked) if (r.mark !== 'best' && r.mark !== 'good' && r.sure > (worst?.sure ?? -1)) worst = r;
  return { marked: marked.length, fine, accuracy: marked.length ? fine / marked.length : 1, worst };
}
