// DWYN's own readings of a state for `expect` checks in example files; the common ones (phase,
// turn, dealer, hand, handSize) come from withTools (core/with-tools.ts).

import type { Probe, Seat } from '../core/game.ts';
import { parseSeat, seatLetter, seatOrNone } from '../core/seats.ts';
import { DWYN_SUITS, KROWN } from './deck.ts';
import { duelLeader, type DwynState } from './state.ts';

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
  duelCards: { describe: 'the number cards played in the duel, in order', read: (s) => s.duel?.cards ?? [] },
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
