// Dark Hearts' own readings of a state for `expect` checks in example files; the common ones
// (phase, turn, dealer, hand by Light face, handSize) come from withTools (core/with-tools.ts).

import type { Probe, Seat } from '../core/game.ts';
import { parseSeat, seatCount, seatLetter, seatOrNone } from '../core/seats.ts';
import type { DarkHeartsState } from './state.ts';
import { rankLabel, rankOf } from '../core/cards.ts';
import { seatOf, type ClaimWords } from '../core/claims.ts';
import { face, faceName } from './deck.ts';
import type { DarkHeartsView } from './view.ts';

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

/** How Dark Hearts' lesson words claim things about the table (core/claims.ts). */
export const DARK_HEARTS_CLAIMS: ClaimWords = {
  // A card is named by a face with its shade ("the Dark 4 of hearts"); "your 9" by either face's rank.
  names: (card) => [faceName(card, 'L'), faceName(card, 'D')],
  shortNames: (card) => [rankLabel(rankOf(face(card, 'L'))), rankLabel(rankOf(face(card, 'D')))],
  // A face named without its shade, unless it speaks of any such face ("a Queen of spades").
  unclear: {
    words:
      /(?<!\b(?:Light|Dark|an?|any|each)\s)\b(?:Ace|King|Queen|Jack|10|[2-9]) of (?:hearts|spades|diamonds|clubs)\b/i,
    why: 'every card has two faces, so name it by a face with its shade (the Light 4 of diamonds), or by both',
  },
  claims: [
    {
      what: 'that hearts are broken in a shade',
      words: /\b(Light|Dark) hearts (?:are|were) (?:now )?broken\b/i,
      check: (m) => ({ key: 'broken', value: shadeOf(m[1]) }),
    },
    {
      what: 'that hearts are not broken in a shade',
      words: /\b(Light|Dark) hearts (?:are|were) (?:still |not yet |not )+(?:broken|whole)\b/i,
      check: (m) => ({ key: 'broken', value: { lacks: shadeOf(m[1]) } }),
    },
    {
      what: 'that no hearts are broken',
      words: /\bneither shade(?:'s hearts)? (?:is|are) broken\b|\bno hearts? (?:has|have) (?:yet )?fallen\b/i,
      check: () => ({ key: 'broken', value: [] }),
    },
    {
      what: 'who won the last trick',
      words: /\b(You|[A-D]) (?:won|took) (?:the|that|this|the first) trick\b|\b(You) won\b/i,
      check: (m, reader) => ({ key: 'trickWinner', value: seatOf(m[1] ?? m[2] ?? '', reader) }),
    },
    {
      what: "the reader's points this hand",
      words: /\bno points in either shade\b/i,
      check: (_m, reader) => ({ key: `handPoints.${reader}`, value: [0, 0] }),
    },
  ],
  // The reader's hand, the trick in progress and the last trick while it shows (until the next is led).
  onTable: (view) => {
    const v = view as DarkHeartsView;
    const last = v.lastTrick && (v.trick === null || v.trick.plays.length === 0) ? v.lastTrick.plays : [];
    return [...v.seats.flatMap((s) => s.cards ?? []), ...(v.trick?.plays ?? []), ...last].map((p) =>
      typeof p === 'string' ? p : p.card,
    );
  },
};

/** "Light" or "Dark" in words, as the broken probe writes a shade. */
function shadeOf(word: string | undefined): string {
  return /^light$/i.test(word ?? '') ? 'L' : 'D';
}
