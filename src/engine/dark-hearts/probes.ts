// Dark Hearts' own readings of a state for `expect` checks in example files; the common ones
// (phase, turn, dealer, hand by Light face, handSize) come from withTools (core/with-tools.ts).

import type { Probe, Seat } from '../core/game.ts';
import { parseSeat, seatCount, seatLetter, seatOrNone } from '../core/seats.ts';
import type { DarkHeartsState } from './state.ts';

const seatArg = (state: DarkHeartsState, arg: string | undefined): Seat => parseSeat(arg ?? '', seatCount(state));

export const DARK_HEARTS_PROBES: Readonly<Record<string, Probe<DarkHeartsState>>> = {
  leader: { describe: 'who leads (or led) the trick', read: (s) => seatOrNone(s.trick?.leader ?? s.leader) },
  shade: {
    describe: 'the shade of the trick in progress (none between tricks)',
    read: (s) => s.trick?.shade ?? 'none',
  },
  trickWinner: { describe: 'who won the last completed trick', read: (s) => seatOrNone(s.lastTrick?.winner ?? null) },
  trickPoints: {
    describe: 'the points in the last completed trick, in its shade',
    read: (s) => s.lastTrick?.points ?? 0,
  },
  trickShade: { describe: 'the shade of the last completed trick', read: (s) => s.lastTrick?.shade ?? 'none' },
  tricksPlayed: { describe: 'tricks completed this hand', read: (s) => s.tricksPlayed },
  broken: {
    describe: 'the broken shades, e.g. [L]',
    read: (s) => (['L', 'D'] as const).filter((shade) => s.broken[shade]),
  },
  handPoints: {
    describe: "a seat's points this hand as [Light, Dark] (handPoints.A)",
    read: (s, arg) => {
      const p = s.handPoints[seatArg(s, arg)];
      return [p?.L ?? 0, p?.D ?? 0];
    },
  },
  score: {
    describe: "a seat's game score as [Light, Dark] (score.A)",
    read: (s, arg) => {
      const p = s.scores[seatArg(s, arg)];
      return [p?.L ?? 0, p?.D ?? 0];
    },
  },
  leftoverTakenBy: { describe: 'who took the 3-player leftover card', read: (s) => seatOrNone(s.leftoverTakenBy) },
  winners: { describe: 'the winners of the game', read: (s) => s.winners.map(seatLetter) },
  handNumber: { describe: 'the number of the hand being played', read: (s) => s.handNumber },
};
