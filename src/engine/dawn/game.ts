// Dawn (Nick Reid, pagat.com), in engine terms:
// - 2 to 11 players, 12 cards each from enough 52-card decks to leave a stock; two spare pairs
//   face down. Seat A sits left of the first dealer and acts first.
// - Swap: everyone arranges their hand (shift, ready); everyone takes two cards unseen, by
//   position, from the hand on their left (take); those pairs lie face down in front of their
//   owners; then, from the dealer's left, each seat picks up a pair that is not its own (pick).
//   The last two pairs sit out the hand.
// - Play: any card starts a pile; each next card is exactly one rank lower (King high, Ace low).
//   A seat holding that rank must play it; otherwise it draws, and a drawn card of that rank is
//   played at once. When the turn comes back to the first seat that failed, it plays its
//   highest card below the rank, or, holding none, clears the pile and starts again. An Ace
//   clears the pile and its player starts again. An empty stock is rebuilt from played cards.
// - Win: the first hand with no black cards (no red in Dusk) wins, an empty hand included.
// Rulings and options: the Dawn page's Rulings section (content/docs/dawn.mdx), one entry per
// question the original leaves open, each naming the rule id it settles.

import { STANDARD_DECK, standardDecks, type Card } from '../core/cards.ts';
import { defineGame } from '../core/define-game.ts';
import type { Outcome, PlayableGame } from '../core/game.ts';
import { seatLetter } from '../core/seats.ts';
import { formatDawnAction, parseDawnAction, type DawnAction } from './actions.ts';
import { advanceDawn } from './advance.ts';
import { dealDawnGame } from './deal.ts';
import { describeDawnEvent } from './describe.ts';
import { refusal } from './explain.ts';
import { isLegal, legalActions, toAct } from './legal.ts';
import { DAWN_OPTIONS, type DawnOptions } from './options.ts';
import { DAWN_RULES, type DawnRule } from './rules.ts';
import type { DawnState } from './state.ts';
import { viewDawn, type DawnView } from './view.ts';

export type { DawnAction } from './actions.ts';
export type { DawnOptions } from './options.ts';
export type { DawnRule } from './rules.ts';
export type { DawnState } from './state.ts';
export type { DawnView } from './view.ts';

type DawnPlayable = PlayableGame<DawnState, DawnAction, DawnOptions, DawnView, DawnRule>;

/** Dawn as a page plays it; index.ts adds the tools (core/with-tools.ts). */
export const dawnGame: DawnPlayable = defineGame({
  id: 'dawn',
  title: 'Dawn',
  rules: DAWN_RULES,
  options: DAWN_OPTIONS,
  deck: STANDARD_DECK,
  deal: dealDawnGame,
  toAct,
  simultaneousPhases: ['arrange', 'take'],
  legalActions,
  isLegal,
  refusal,
  advance: advanceDawn,
  view: viewDawn,
  outcome: dawnOutcome,
  parseAction: parseDawnAction,
  formatAction: formatDawnAction,
  describeEvent: describeDawnEvent,
  allCards: dawnAllCards,
  deckCards: (state) => standardDecks(state.decks),
});

/**
 * Hands, stock, pile, discards and the pairs still face down (a picked-up pair is in a hand). Plain
 * loops rather than spreads and flat(): the random-game suite checks conservation after every
 * action, and this is ~8x faster with the same result in the same order.
 */
function dawnAllCards(state: DawnState): Card[] {
  const out: Card[] = [];
  for (const hand of state.hands) for (const card of hand) out.push(card);
  for (const card of state.stock) out.push(card);
  for (const card of state.pile) out.push(card);
  for (const card of state.discards) out.push(card);
  for (const pair of state.pairs) if (pair.pickedBy === null) for (const card of pair.cards) out.push(card);
  return out;
}

function dawnOutcome(state: DawnState): Outcome | null {
  if (state.phase !== 'over') return null;
  const best = Math.max(...state.wins);
  const winners = state.wins.flatMap((w, seat) => (w === best ? [seat] : []));
  const names = winners.map(seatLetter).join(' and ');
  const goal = state.options.variant === 'dusk' ? 'dusk' : 'dawn';
  const summary =
    state.options.matchHands === 1
      ? `${names} reached ${goal} and ${winners.length > 1 ? 'share' : 'wins'} the hand.`
      : `${names} ${winners.length > 1 ? 'share' : 'wins'} the match with ${best} of ${state.handNumber} hands.`;
  return { winners, scores: state.wins, summary };
}
