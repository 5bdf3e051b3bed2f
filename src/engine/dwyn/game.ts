// DWYN (Grennan & Sperandio, Kartoonekings tournament rules), in engine terms:
// - 2 to 6 players, a 58-card deck of its own (deck.ts). The KROWN lies face up at the bottom of
//   the stock; seven cards each; every body card dealt is laid out at once; the stock's top card
//   starts a face-up discard pile (a STEAL or DWYN there is buried).
// - Before the KROWN a turn is a compulsory draw, then one action: discard, lay out a body card,
//   play a STEAL (take an unprotected card or the KROWN from an opponent) or a DWYN (a duel for
//   such a card: the challenger names a suit and the two sides answer each other with ever higher
//   number cards of it; each answer is its own action of the seat that must answer).
// - Drawing the KROWN puts it in front of the drawer and ends the turn; the discard pile becomes a
//   hidden pool. After that the draw is optional and random from the pool; discards go in face down.
// - Whoever holds the KROWN, a HEAD, TORSO and FEET, and no cards wins: checked after a turn's
//   action, after the KROWN draw and when a duel is resolved, never in the middle of a duel (DW-16).
//   A turn cap after the KROWN, and a round of passes, call the game (a draw by default).
// Rulings and options: the DWYN page's Rulings section (content/docs/dwyn.mdx#rulings; DW-1 to
// DW-19), one entry per question the original leaves open, each naming the rule id it settles. The
// page's worked examples script the rule fixtures DW-FX1 to DW-FX6.

import { defineGame } from '../core/define-game.ts';
import type { Outcome, PlayableGame } from '../core/game.ts';
import { seatLetter } from '../core/seats.ts';
import { formatDwynAction, parseDwynAction, type DwynAction } from './actions.ts';
import { advanceDwyn } from './advance.ts';
import { dealDwynGame } from './deal.ts';
import { DWYN_DECK, type DwynCard } from './deck.ts';
import { describeDwynEvent } from './describe.ts';
import { refusal } from './explain.ts';
import { isLegal, legalActions, toAct } from './legal.ts';
import { DWYN_OPTIONS, type DwynOptions } from './options.ts';
import { DWYN_RULES, type DwynRule } from './rules.ts';
import type { DwynState } from './state.ts';
import { viewDwyn, type DwynView } from './view.ts';

export type { DwynAction } from './actions.ts';
export type { DwynOptions } from './options.ts';
export type { DwynRule } from './rules.ts';
export type { DwynState } from './state.ts';
export type { DwynView } from './view.ts';

type DwynPlayable = PlayableGame<DwynState, DwynAction, DwynOptions, DwynView, DwynRule>;

/** DWYN as a page plays it; index.ts adds the tools (core/with-tools.ts). */
export const dwynGame: DwynPlayable = defineGame({
  id: 'dwyn',
  title: 'DWYN',
  // The page calls one deal a game, and several a match.
  dealName: 'game',
  rules: DWYN_RULES,
  options: DWYN_OPTIONS,
  deck: DWYN_DECK,
  deal: dealDwynGame,
  toAct,
  legalActions,
  isLegal,
  refusal,
  advance: advanceDwyn,
  view: viewDwyn,
  outcome: dwynOutcome,
  parseAction: parseDwynAction,
  formatAction: formatDwynAction,
  describeEvent: describeDwynEvent,
  allCards: (state) => {
    const out: DwynCard[] = [];
    for (const hand of state.hands) for (const card of hand) out.push(card);
    for (const tableau of state.tableaux) for (const card of tableau) out.push(card);
    for (const card of state.stock) out.push(card);
    for (const card of state.discards) out.push(card);
    for (const card of state.pool) out.push(card);
    if (state.duel !== null) for (const card of state.duel.cards) out.push(card);
    return out;
  },
});

function dwynOutcome(state: DwynState): Outcome | null {
  if (state.phase !== 'over') return null;
  const games = state.options.matchGames;
  if (games === 1) {
    const result = state.lastGame;
    const winner = result?.winner ?? null;
    const summary =
      winner === null
        ? `Nobody could win: the game is called a draw${result?.reason === 'turnCap' ? ' at the turn limit' : ''}.`
        : result?.reason === 'won'
          ? `${seatLetter(winner)} wins with the KROWN, a whole body and an empty hand.`
          : `${seatLetter(winner)} wins the called game with the KROWN and a whole body.`;
    return { winners: state.winners, scores: state.wins, summary };
  }
  const names = state.winners.map(seatLetter).join(' and ');
  const best = Math.max(...state.wins);
  const summary =
    state.winners.length === 0
      ? `Every game of the match was a draw.`
      : `${names} ${state.winners.length > 1 ? 'share the match' : 'wins the match'} with ${best} game${best === 1 ? '' : 's'} won.`;
  return { winners: state.winners, scores: state.wins, summary };
}
