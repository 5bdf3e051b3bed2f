// Dawn's own readings of a state for `expect` checks in example files (content/examples/dawn); the
// common ones (phase, turn, dealer, hand, handSize) come from withTools (core/with-tools.ts). Seats
// read as letters and ranks as labels, the way the page writes them.

import { rankText } from '../core/cards.ts';
import type { Probe } from '../core/game.ts';
import { parseSeat, seatCount, seatLetter, seatOrNone } from '../core/seats.ts';
import { neededRank, type DawnState } from './state.ts';

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
