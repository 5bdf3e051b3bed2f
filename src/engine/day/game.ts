// Day (World Anvil / solivity.com), in engine terms:
// - 2 to 8 players, the 40-card Day deck. Each hand every player with chips antes, gets 2 hole
//   cards, and the dealer lays 2 community cards face up. The dealer is a playing seat whose deal
//   rotates left each hand, or with dedicatedDealer the house, with a button that rotates instead.
// - Substitution: clockwise from the dealer's left each player swaps one hole card for the top of
//   the deck (the old one goes face down to the muck, never shown) or keeps both (DY-7).
// - Betting round 1, the final community card, betting round 2: clockwise from the dealer's left,
//   check, bet, raise (amounts are "to"), call, fold or all in; fixed limit, pot limit or no limit
//   (DY-8). Side pots as in poker. If everyone else folds, the last player wins unseen.
// - Showdown: each live player's best win condition (showdown.ts), the substitution costing a
//   point; level hands go to the tie-breaker, flips from the deck, split if it runs out (DY-18).
//   The house rakes rakePercent of each pot.
// - The session: everyone starts with startingChips; it ends when one player holds every chip or
//   after maxHands hands (the most chips wins; equal stacks share).
// Rulings and options: the Day page's Rulings section (content/docs/day.mdx#rulings; DY-1 to
// DY-20), one entry per question the source leaves open, each naming the rule id it settles.

import type { Card } from '../core/cards.ts';
import { defineGame } from '../core/define-game.ts';
import type { Outcome, PlayableGame } from '../core/game.ts';
import { seatLetter } from '../core/seats.ts';
import { formatDayAction, parseDayAction, type DayAction } from './actions.ts';
import { advanceDay } from './advance.ts';
import { dealDayGame } from './deal.ts';
import { DAY_DECK } from './deck.ts';
import { describeDayEvent } from './describe.ts';
import { refusal } from './explain.ts';
import { isLegal, legalActions, toAct } from './legal.ts';
import { DAY_OPTIONS, type DayOptions } from './options.ts';
import { DAY_RULES, type DayRule } from './rules.ts';
import type { DayState } from './state.ts';
import { viewDay, type DayView } from './view.ts';

export type { DayAction } from './actions.ts';
export type { DayOptions } from './options.ts';
export type { DayRule } from './rules.ts';
export type { DayState } from './state.ts';
export type { DayView } from './view.ts';

type DayPlayable = PlayableGame<DayState, DayAction, DayOptions, DayView, DayRule>;

/** Day as a page plays it; index.ts adds the tools (core/with-tools.ts). */
export const dayGame: DayPlayable = defineGame({
  id: 'day',
  title: 'Day',
  rules: DAY_RULES,
  options: DAY_OPTIONS,
  deck: DAY_DECK,
  deal: dealDayGame,
  toAct,
  legalActions,
  isLegal,
  refusal,
  advance: advanceDay,
  view: viewDay,
  outcome: dayOutcome,
  parseAction: parseDayAction,
  formatAction: formatDayAction,
  describeEvent: describeDayEvent,
  allCards: (state) => {
    const out: Card[] = [];
    for (const hand of state.hands) for (const card of hand) out.push(card);
    for (const card of state.community) out.push(card);
    for (const card of state.mucked) if (card !== null) out.push(card);
    for (const flip of state.flips) out.push(flip.card);
    for (const card of state.deck) out.push(card);
    return out;
  },
});

function dayOutcome(state: DayState): Outcome | null {
  if (state.phase !== 'over') return null;
  const names = state.winners.map(seatLetter).join(' and ');
  const most = Math.max(...state.stacks);
  return {
    winners: state.winners,
    scores: state.stacks,
    summary:
      state.winners.length > 1
        ? `${names} share the session with ${most} chips each.`
        : `${names} wins the session with ${most} chips.`,
  };
}
