// Black & Red's own readings of a state for `expect` checks in example files; the common ones
// (phase, turn, dealer, hand, handSize) come from withTools (core/with-tools.ts).

import type { Probe, Seat } from '../core/game.ts';
import { parseSeat, seatLetter, seatOrNone } from '../core/seats.ts';
import type { BlackAndRedState } from './state.ts';
import { seatOf, type ClaimWords } from '../core/claims.ts';
import type { BlackAndRedView } from './view.ts';

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

/** How Black & Red's lesson words claim things about the table (core/claims.ts). */
export const BLACK_AND_RED_CLAIMS: ClaimWords = {
  // The reader's hand (every hand once it is over), the upcard and the run.
  onTable: (view) => {
    const v = view as BlackAndRedView;
    return [...v.seats.flatMap((s) => s.cards ?? []), ...(v.upcard === null ? [] : [v.upcard]), ...v.run];
  },
  claims: [
    {
      what: "the run's total",
      words: /\b(?<!would )(?:for|makes?|made|at) (\d{1,2})\b(?! points)/i,
      check: (m) => ({ key: 'total', value: Number(m[1]) }),
    },
    {
      what: 'a run ended at exactly 31',
      words: /\b(?:makes?|made) exactly 31\b/i,
      check: () => ({ key: 'events', value: 'thirty-one' }),
    },
    {
      what: 'who said go',
      words: /\b(You|B) said go\b/i,
      check: (m, reader) => ({ key: 'goes', value: seatOf(m[1] ?? '', reader) }),
    },
    {
      what: "a player's colour",
      words: /\b(you|B) collects? (black|red)\b/i,
      check: (m, reader) => ({ key: `target.${seatOf(m[1] ?? '', reader)}`, value: (m[2] ?? '').toLowerCase() }),
    },
    {
      what: 'who discarded last',
      words: /\b(You|B) discarded last\b/i,
      check: (m, reader) => ({ key: 'lastDiscarder', value: seatOf(m[1] ?? '', reader) }),
    },
    {
      what: 'the points a player scored',
      words: /\b(?:you|B) scored? (\d+)\b/i,
      check: (m) => ({ key: 'handPoints', value: Number(m[1]) }),
    },
  ],
};
