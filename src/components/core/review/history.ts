// The reader's reviewed hands of one game, kept in localStorage (the last 20): the accuracy of
// each, for the chart under a review. A damaged or missing record reads as no history; a page
// whose storage is full or refused simply keeps none.

/** How many reviewed hands are kept. */
const KEPT = 20;

export interface Reviewed {
  /** The share of the hand's marked decisions marked best or good. */
  readonly accuracy: number;
  readonly decisions: number;
}

const key = (game: string): string => `worked-hands:review:${game}`;

export function readHistory(game: string): Reviewed[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key(game)) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (r): r is Reviewed =>
        typeof r === 'object' && r !== null && typeof r.accuracy === 'number' && typeof r.decisions === 'number',
    );
  } catch {
    return [];
  }
}

/** Adds a reviewed hand and returns the history as now kept. */
export function addToHistory(game: string, hand: Reviewed): Reviewed[] {
  const kept = [...readHistory(game), hand].slice(-KEPT);
  try {
    localStorage.setItem(key(game), JSON.stringify(kept));
  } catch {
    // No room, or storage refused: the chart shows this visit's hands only.
  }
  return kept;
}
