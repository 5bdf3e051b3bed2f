// Day's own readings of a state for `expect` checks in example files; the common ones (phase,
// turn, dealer, hand, handSize) come from withTools (core/with-tools.ts).

import type { Probe, Seat } from '../core/game.ts';
import { parseSeat, seatLetter } from '../core/seats.ts';
import { evaluateShowdown } from './results.ts';
import { isLive, potTotal, type DayState } from './state.ts';
import { seatOf, type ClaimWords } from '../core/claims.ts';
import type { DayView } from './view.ts';

const seatArg = (s: DayState, arg: string | undefined): Seat => parseSeat(arg ?? '', s.hands.length);

export const DAY_PROBES: Readonly<Record<string, Probe<DayState>>> = {
  pot: { describe: 'the chips in the pot this hand', read: (s) => potTotal(s) },
  stack: { describe: "a seat's chips behind (stack.A)", read: (s, arg) => s.stacks[seatArg(s, arg)] ?? 0 },
  stacks: {
    describe: "every seat's chips, as seat: chips",
    read: (s) => Object.fromEntries(s.stacks.map((c, seat) => [seatLetter(seat), c])),
  },
  bet: { describe: 'the bet to match in this round', read: (s) => s.currentBet },
  roundBet: {
    describe: "a seat's chips in this round (roundBet.A)",
    read: (s, arg) => s.roundBets[seatArg(s, arg)] ?? 0,
  },
  community: { describe: 'the community cards, in the order laid', read: (s) => s.community },
  folded: {
    describe: 'the seats that have folded',
    read: (s) => s.folded.flatMap((f, seat) => (f ? [seatLetter(seat)] : [])),
  },
  substituted: {
    describe: 'the seats that substituted a card',
    read: (s) => s.mucked.flatMap((m, seat) => (m !== null ? [seatLetter(seat)] : [])),
  },
  best: {
    describe: "a seat's best hand with all three community cards (best.A), as its label",
    read: (s, arg) => {
      const seat = seatArg(s, arg);
      if (s.community.length < 3) return 'none';
      const live = s.hands.flatMap((_, o) => (o !== seat && isLive(s, o) ? (s.hands[o] ?? []) : []));
      const r = evaluateShowdown(
        { hole: s.hands[seat] ?? [], community: s.community, substituted: s.mucked[seat] !== null, shown: live },
        s.options,
      );
      return `${r.label} (${r.adjusted})`;
    },
  },
  flips: {
    describe: 'the cards a seat flipped for the tie-breaker this hand (flips.A)',
    read: (s, arg) => {
      const seat = seatArg(s, arg);
      return s.flips.filter((f) => f.seat === seat).map((f) => f.card);
    },
  },
  potWinners: {
    describe: 'who won each pot of the hand just finished (main pot first)',
    read: (s) => (s.lastHand?.pots ?? []).map((p) => p.winners.map(seatLetter)),
  },
  rake: { describe: 'chips the house has raked this session', read: (s) => s.rakeTaken },
  winners: { describe: 'the winners of the session', read: (s) => s.winners.map(seatLetter) },
};

/** How Day's lesson words claim things about the table (core/claims.ts). */
export const DAY_CLAIMS: ClaimWords = {
  // The reader's cards, the hands shown at the showdown, the community cards and the tie-breaker's flips.
  onTable: (view) => {
    const v = view as DayView;
    return [...v.seats.flatMap((s) => s.cards ?? []), ...v.community, ...v.flips.map((f) => f.card)];
  },
  claims: [
    {
      what: 'the bet to match',
      words: /\braised (?:again, )?to (\d+)\b/i,
      check: (m) => ({ key: 'bet', value: Number(m[1]) }),
    },
    {
      what: 'who folded',
      words: /\b([A-H]) and ([A-H]) folded\b/,
      check: (m) => ({ key: 'folded', value: [m[1], m[2]] }),
    },
    {
      what: 'who won the pot',
      words: /\bthe pot(?: of \d+ chips)? is (yours|[A-H]'s)\b/i,
      check: (m, reader) => ({
        key: 'potWinners',
        value: [[seatOf((m[1] ?? '').replace(/'s$/, '').replace(/^yours$/i, 'you'), reader)]],
      }),
    },
  ],
};
