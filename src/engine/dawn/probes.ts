// Dawn's own readings of a state for `expect` checks in example files (content/examples/dawn); the
// common ones (phase, turn, dealer, hand, handSize) come from withTools (core/with-tools.ts). Seats
// read as letters and ranks as labels, the way the page writes them.

import { rankText } from '../core/cards.ts';
import type { Probe } from '../core/game.ts';
import { parseSeat, seatCount, seatLetter, seatOrNone } from '../core/seats.ts';
import { neededRank, type DawnState } from './state.ts';
import type { ClaimWords } from '../core/claims.ts';
import type { DawnView } from './view.ts';

export const DAWN_PROBES: Readonly<Record<string, Probe<DawnState>>> = {
  needed: {
    describe: 'the rank the next card must have (none when the pile is empty)',
    read: (s) => {
      const needed = neededRank(s);
      return needed === null ? 'none' : rankText(needed);
    },
  },
  pile: { describe: 'the play pile, bottom first', read: (s) => s.pile },
  pileTop: { describe: 'the top card of the pile (none when empty)', read: (s) => s.pile[s.pile.length - 1] ?? 'none' },
  stock: { describe: 'the number of cards in the stock', read: (s) => s.stock.length },
  stockTop: { describe: 'the top card of the stock', read: (s) => s.stock[0] ?? 'none' },
  discards: { describe: 'the number of discarded cards', read: (s) => s.discards.length },
  firstFailer: { describe: 'the first seat that failed at this rank (none)', read: (s) => seatOrNone(s.firstFailer) },
  handInOrder: {
    describe: "a seat's hand in its arranged order (handInOrder.B)",
    read: (s, arg) => s.hands[parseSeat(arg ?? '', seatCount(s))] ?? [],
  },
  pair: {
    describe: 'the cards of a face-down pair (pair.C, pair.S1)',
    unordered: true,
    read: (s, arg) => s.pairs.find((p) => p.id === (arg ?? '').toUpperCase())?.cards ?? 'none',
  },
  pickedBy: {
    describe: 'who picked up a face-down pair (pickedBy.S1)',
    read: (s, arg) => seatOrNone(s.pairs.find((p) => p.id === (arg ?? '').toUpperCase())?.pickedBy ?? null),
  },
  winners: { describe: 'the winners of the hand just finished', read: (s) => s.handWinners.map(seatLetter) },
  wins: { describe: 'hands won by each seat in the match', read: (s) => s.wins },
};

/** How Dawn's lesson words claim things about the table (core/claims.ts). */
export const DAWN_CLAIMS: ClaimWords = {
  // The reader's hand, the pile, a winner's hand shown, and the pairs the reader knows.
  onTable: (view) => {
    const v = view as DawnView;
    return [...v.seats.flatMap((s) => s.cards ?? []), ...v.pile, ...v.pairs.flatMap((p) => p.cards ?? [])];
  },
  claims: [
    {
      what: 'the rank needed',
      words: /\b(?:you need|you can play) (?:an? )?(Ace|King|Queen|Jack|10|[2-9])\b/i,
      check: (m) => ({ key: 'needed', value: rankNotation(m[1]) }),
    },
    {
      what: 'the rank needed',
      words: /\b(?:an?|the) (Ace|King|Queen|Jack|10|[2-9]) is needed\b/i,
      check: (m) => ({ key: 'needed', value: rankNotation(m[1]) }),
    },
    {
      what: 'a draw-around: nobody could play, and the turn is back with the first who failed',
      words: /\bskips? down\b|\bturn (?:comes|came|went) back\b/i,
      check: () => ({ key: 'events', value: 'draw-around' }),
    },
  ],
};

/** "Jack" or "7" in words, as the needed probe writes a rank: "J", "7". */
function rankNotation(word: string | undefined): string {
  const w = (word ?? '').toLowerCase();
  return w === 'ace' ? 'A' : w === 'king' ? 'K' : w === 'queen' ? 'Q' : w === 'jack' ? 'J' : w;
}
