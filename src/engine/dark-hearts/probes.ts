// Named readings of a Dark Hearts state for `expect` checks in example files.

import type { Probe, Seat } from '../core/game.ts';
import { parseSeat, seatLetter } from '../core/seats.ts';
import { formatFace } from './deck.ts';
import { seatCount, turn, type DarkHeartsState } from './state.ts';

const letter = (seat: Seat | null): string => (seat === null ? 'none' : seatLetter(seat));
const seatArg = (state: DarkHeartsState, arg: string | undefined): Seat => parseSeat(arg ?? '', seatCount(state));

export const DARK_HEARTS_PROBES: Readonly<Record<string, Probe<DarkHeartsState>>> = {
  phase: { describe: 'the phase (pass, play, handOver, over)', read: (s) => s.phase },
  turn: { describe: 'whose turn it is', read: (s) => letter(turn(s)) },
  leader: { describe: 'who leads (or led) the trick', read: (s) => letter(s.trick?.leader ?? s.leader) },
  shade: {
    describe: 'the shade of the trick in progress (none between tricks)',
    read: (s) => s.trick?.shade ?? 'none',
  },
  trickWinner: { describe: 'who won the last completed trick', read: (s) => letter(s.lastTrick?.winner ?? null) },
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
  hand: {
    describe: "a seat's cards, by Light face (hand.B)",
    unordered: true,
    read: (s, arg) => (s.hands[seatArg(s, arg)] ?? []).map((card) => formatFace(card, 'L')),
  },
  handSize: {
    describe: 'how many cards a seat holds (handSize.B)',
    read: (s, arg) => (s.hands[seatArg(s, arg)] ?? []).length,
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
  leftoverTakenBy: { describe: 'who took the 3-player leftover card', read: (s) => letter(s.leftoverTakenBy) },
  winners: { describe: 'the winners of the game', read: (s) => s.winners.map(seatLetter) },
  handNumber: { describe: 'the number of the hand being played', read: (s) => s.handNumber },
  dealer: { describe: 'the dealer of the hand', read: (s) => seatLetter(s.dealer) },
};
