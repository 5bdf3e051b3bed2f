// Dark Hearts (JankenDeck, played with the Dark Hand deck), in engine terms:
// - 4 players with 13 cards each, or 3 with 17 and one leftover face down. Every card has a Light
//   face and a Dark face (deck.ts); a card is one card whichever face you read.
// - Each hand, three cards pass left, right, across or not at all (the 3-player cycle is an
//   option); everyone chooses at once.
// - The holder of the Dark 2 of clubs (with three players, maybe the Dark 3) leads it as a Dark
//   trick; nobody may play a Dark point face on that trick unless they have nothing else.
// - Every later leader announces the trick's shade with the card: its face in that shade is the
//   lead. Everyone follows by the face in the trick's shade; the highest face of the led suit
//   wins, Aces high; only faces in the trick's shade score (hearts 1, Queen of spades 13).
// - Hearts break separately in each shade; a point face may not be led in an unbroken shade.
// - Scores are kept per shade, with the moon per shade; the game ends when any score reaches
//   100, and the single lowest score of all, in either shade, wins.
// Rulings and options: the Dark Hearts page's Rulings section (content/docs/dark-hearts.mdx), one
// entry per question the original leaves open, each naming the rule id it settles.

import { defineGame } from '../core/define-game.ts';
import type { Outcome, PlayableGame } from '../core/game.ts';
import { seatLetter } from '../core/seats.ts';
import { formatDarkHeartsAction, parseDarkHeartsAction, type DarkHeartsAction } from './actions.ts';
import { advanceDarkHearts } from './advance.ts';
import { dealDarkHeartsGame } from './deal.ts';
import { DARK_HAND, type DarkCard } from './deck.ts';
import { describeDarkHeartsEvent } from './describe.ts';
import { refusal } from './explain.ts';
import { canonical, isLegalAction, legalActions, toAct } from './legal.ts';
import { DARK_HEARTS_OPTIONS, type DarkHeartsOptions } from './options.ts';
import { DARK_HEARTS_RULES, type DarkHeartsRule } from './rules.ts';
import type { DarkHeartsState } from './state.ts';
import { viewDarkHearts, type DarkHeartsView } from './view.ts';

export type { DarkHeartsAction } from './actions.ts';
export type { DarkHeartsOptions } from './options.ts';
export type { DarkHeartsRule } from './rules.ts';
export type { DarkHeartsState } from './state.ts';
export type { DarkHeartsView } from './view.ts';

type DarkHeartsPlayable = PlayableGame<
  DarkHeartsState,
  DarkHeartsAction,
  DarkHeartsOptions,
  DarkHeartsView,
  DarkHeartsRule
>;

/** Dark Hearts as a page plays it; index.ts adds the tools (core/with-tools.ts). */
export const darkHeartsGame: DarkHeartsPlayable = defineGame({
  id: 'dark-hearts',
  title: 'Dark Hearts',
  rules: DARK_HEARTS_RULES,
  options: DARK_HEARTS_OPTIONS,
  deck: DARK_HAND,
  deal: dealDarkHeartsGame,
  toAct,
  simultaneousPhases: ['pass'],
  legalActions,
  isLegal: isLegalAction,
  refusal,
  canonical,
  advance: advanceDarkHearts,
  view: viewDarkHearts,
  outcome: darkHeartsOutcome,
  parseAction: parseDarkHeartsAction,
  formatAction: formatDarkHeartsAction,
  describeEvent: describeDarkHeartsEvent,
  allCards: (state) => {
    const out: DarkCard[] = [];
    for (const hand of state.hands) for (const card of hand) out.push(card);
    if (state.trick) for (const play of state.trick.plays) out.push(play.card);
    for (const card of state.played) out.push(card);
    if (state.leftover !== null) out.push(state.leftover);
    return out;
  },
});

function darkHeartsOutcome(state: DarkHeartsState): Outcome | null {
  if (state.phase !== 'over') return null;
  const low = Math.min(...state.scores.flatMap((s) => [s.L, s.D]));
  const names = state.winners.map(seatLetter).join(' and ');
  return {
    winners: state.winners,
    // The single lowest score is what wins, so each seat's score is its lower shade.
    scores: state.scores.map((s) => Math.min(s.L, s.D)),
    summary: `${names} ${state.winners.length > 1 ? 'share the game' : 'wins the game'} with the lowest score of all, ${low}.`,
  };
}
