// Black & Red's own readings of a state for `expect` checks in example files; the common ones
// (phase, turn, dealer, hand, handSize) come from withTools (core/with-tools.ts).

import type { Probe, Seat } from '../core/game.ts';
import { parseSeat, seatLetter, seatOrNone } from '../core/seats.ts';
import type { BlackAndRedState } from './state.ts';

const seatArg = (arg: string | undefined): Seat => parseSeat(arg ?? '', 2);

export const BLACK_AND_RED_PROBES: Readonly<Record<string, Probe<BlackAndRedState>>> = {
  total: { describe: 'the running total of the current run', read: (s) => s.total },
  runColour: {
    describe: 'the colour of the current run (none before its first discard)',
    read: (s) => s.runColour ?? 'none',
  },
  run: { describe: 'the discards of the current run, in order', read: (s) => s.run },
  target: { describe: "a seat's target colour (target.A)", read: (s, arg) => s.targets[seatArg(arg)] },
  stockTop: { describe: 'the top card of the stock', read: (s) => s.stock[0] ?? 'none' },
  stock: { describe: 'cards in the stock', read: (s) => s.stock.length },
  upcard: {
    describe: 'the face-up card, until player one draws it',
    read: (s) => (s.upcardShowing ? (s.stock[0] ?? 'none') : 'none'),
  },
  goes: {
    describe: 'the seats that have said go in this run',
    read: (s) => s.goes.flatMap((g, seat) => (g ? [seatLetter(seat)] : [])),
  },
  lastDiscarder: {
    describe: 'who discarded last',
    read: (s) => seatOrNone(s.lastDiscarder),
  },
  score: { describe: "a seat's match score (score.A)", read: (s, arg) => s.scores[seatArg(arg)] ?? 0 },
  handPoints: {
    describe: 'who scored in the hand just finished, as seat: points',
    read: (s) => Object.fromEntries((s.lastHand?.scorers ?? []).map((x) => [seatLetter(x.seat), x.points])),
  },
  handEnd: {
    describe: 'how the last hand ended (ownColour, otherColour, dealtOneColour, stockOut, turnCap)',
    read: (s) => s.lastHand?.reason ?? 'none',
  },
  winners: { describe: 'the winners of the match', read: (s) => s.winners.map(seatLetter) },
};
