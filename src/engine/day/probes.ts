// Day's own readings of a state for `expect` checks in example files; the common ones (phase,
// turn, dealer, hand, handSize) come from withTools (core/with-tools.ts).

import type { Probe, Seat } from '../core/game.ts';
import { parseSeat, seatLetter } from '../core/seats.ts';
import { evaluateShowdown } from './results.ts';
import { isLive, potTotal, type DayState } from './state.ts';

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
  potWinners: {
    describe: 'who won each pot of the hand just finished (main pot first)',
    read: (s) => (s.lastHand?.pots ?? []).map((p) => p.winners.map(seatLetter)),
  },
  rake: { describe: 'chips the house has raked this session', read: (s) => s.rakeTaken },
  winners: { describe: 'the winners of the session', read: (s) => s.winners.map(seatLetter) },
};
