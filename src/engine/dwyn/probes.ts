// DWYN's own readings of a state for `expect` checks in example files; the common ones (phase,
// turn, dealer, hand, handSize) come from withTools (core/with-tools.ts).

import type { Probe, Seat } from '../core/game.ts';
import { parseSeat, seatLetter, seatOrNone } from '../core/seats.ts';
import { DWYN_SUITS, KROWN } from './deck.ts';
import { duelLeader, type DwynState } from './state.ts';
import type { ClaimWords } from '../core/claims.ts';
import { dwynCardName, isBody, isNumber } from './deck.ts';
import type { DwynView } from './view.ts';

const seatArg = (state: DwynState, arg: string | undefined): Seat => parseSeat(arg ?? '', state.hands.length);

export const DWYN_PROBES: Readonly<Record<string, Probe<DwynState>>> = {
  stage: { describe: 'where the turn stands: draw, act, suit or duel', read: (s) => s.stage },
  tableau: {
    describe: 'the cards in front of a seat, as a set (tableau.B)',
    unordered: true,
    read: (s, arg) => s.tableaux[seatArg(s, arg)] ?? [],
  },
  stock: { describe: 'cards in the stock, the KROWN included while it is there', read: (s) => s.stock.length },
  stockTop: { describe: 'the top card of the stock', read: (s) => s.stock[0] ?? 'none' },
  discards: { describe: 'the discard pile, bottom first', read: (s) => s.discards },
  discardTop: {
    describe: 'the top card of the discard pile',
    read: (s) => s.discards[s.discards.length - 1] ?? 'none',
  },
  pool: { describe: 'cards in the pool', read: (s) => s.pool.length },
  poolCards: { describe: 'the cards in the pool, as a set', unordered: true, read: (s) => s.pool },
  krown: {
    describe: 'who has the KROWN in front of them ("stock" while it is still there)',
    read: (s) => {
      const holder = s.tableaux.findIndex((t) => t.includes(KROWN));
      return holder >= 0 ? seatLetter(holder) : 'stock';
    },
  },
  duel: {
    describe: 'the duel in progress, as challenger, defender and target ("none" without one)',
    read: (s) =>
      s.duel === null
        ? 'none'
        : `${seatLetter(s.duel.challenger)} v ${seatLetter(s.duel.defender)} for ${s.duel.target}`,
  },
  duelSuit: {
    describe: "the duel's suit",
    read: (s) => (s.duel === null ? 'none' : (DWYN_SUITS[s.duel.suit] ?? 'none')),
  },
  duelCards: {
    describe: 'the number cards played in the duel, in order (duelCards.B: those B played)',
    read: (s, arg) => {
      const duel = s.duel;
      if (duel === null) return [];
      if (arg === undefined) return duel.cards;
      // The defender answers first, so the duel's cards alternate defender, challenger.
      const seat = seatArg(s, arg);
      return duel.cards.filter((_, i) => (i % 2 === 0 ? duel.defender : duel.challenger) === seat);
    },
  },
  duelLeader: {
    describe: 'who played the highest card of the duel so far',
    read: (s) => seatOrNone(s.duel === null ? null : duelLeader(s.duel)),
  },
  toAnswer: { describe: 'who must answer in the duel', read: (s) => seatOrNone(s.duel?.toAnswer) },
  turnsAfterKrown: { describe: 'turns finished since the KROWN was drawn', read: (s) => s.turnsAfterKrown },
  winner: {
    describe: 'the winner of the game just finished ("none" for a draw or while it goes on)',
    read: (s) => seatOrNone(s.lastGame?.winner),
  },
  gameEnd: {
    describe: 'how the last game ended (won, turnCap, stalemate)',
    read: (s) => s.lastGame?.reason ?? 'none',
  },
  wins: { describe: "a seat's games won in the match (wins.A)", read: (s, arg) => s.wins[seatArg(s, arg)] ?? 0 },
  winners: { describe: 'the winners of the match', read: (s) => s.winners.map(seatLetter) },
};

/** How DWYN's lesson words claim things about the table (core/claims.ts). */
export const DWYN_CLAIMS: ClaimWords = {
  // A STEAL, a DWYN and the KROWN are kinds of card ("a STEAL"), named as rules are, not as cards
  // on the table: only the suited cards are named as one card.
  names: (card) => (isBody(card) || isNumber(card) ? [dwynCardName(card)] : []),
  // The reader's hand, every tableau, the discard pile (face up, before the KROWN) and a duel's cards.
  onTable: (view) => {
    const v = view as DwynView;
    return [...v.seats.flatMap((s) => [...(s.cards ?? []), ...s.tableau]), ...v.discards, ...(v.duel?.cards ?? [])];
  },
  claims: [
    {
      what: "the duel's suit",
      words: /\bnaming (Rugby|Castle|Miner|Leaf|Shield|Skull)\b/i,
      check: (m) => ({ key: 'duelSuit', value: (m[1] ?? '').toUpperCase() }),
    },
  ],
};
