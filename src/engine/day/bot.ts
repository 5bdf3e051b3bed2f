// A Day player that bets by hand strength. It sees only its view and the legal actions.
// - Its chance to win is estimated by sampling (equity.ts): the cards it cannot see (other
//   players' hole cards, the deck, others' mucked cards) are dealt at random to the players still
//   in and to the final card, SAMPLES times, and every hand is scored as the showdown scores it, so
//   a decision takes a fraction of a millisecond. The samples come from a generator seeded by the
//   hand, the seat and the cards it sees, so the bot is deterministic and its estimate does not
//   move while its cards and the board stay the same. (Twice or four times the samples won no more
//   against random players or against this bot, measured over 150 sessions a table; so 60 it stays.)
// - Substitution: it compares keeping with swapping each card (the new card drawn from the unseen
//   cards, the penalty included) on the same samples, and swaps only for a clear gain.
// - Betting: it bets or raises when its chance clearly beats an equal share, calls when the chance
//   beats the pot odds, and otherwise checks or folds. Those decisions (decide.ts) are the search's
//   playouts' too (playout.ts), which estimate the chance from fewer samples.

import type { Card } from '../core/cards.ts';
import type { Bot, Seat } from '../core/game.ts';
import { makeRandom } from '../core/rng.ts';
import type { DayAction } from './actions.ts';
import { chooseBet, chooseSwap, type BetSpot } from './decide.ts';
import { DAY_CARDS, dayIndex } from './deck.ts';
import { seedOf, shares, type Hold } from './equity.ts';
import type { DayView } from './view.ts';

const SAMPLES = 60;
/** Samples for a substitution, where each is scored for keeping and for either swap. */
const SWAP_SAMPLES = 30;

/**
 * The bot's share of the pot over the samples for each of `options` (hole cards to hold; a swapped
 * option draws its new card as `null` in the list and is penalised).
 */
function equities(
  view: DayView,
  seat: Seat,
  options: readonly (readonly (Card | null)[])[],
  samples: number,
): number[] {
  const me = view.seats[seat];
  const hole = me?.cards ?? [];
  const known = new Set<Card>([...hole, ...view.community, ...view.flips.map((f) => f.card)]);
  if (me?.mucked !== undefined) known.add(me.mucked);
  const unseen = Int32Array.from(
    DAY_CARDS.filter((card) => !known.has(card)),
    dayIndex,
  );
  const spot = {
    unseen,
    unseenCount: unseen.length,
    community: view.community.map(dayIndex),
    shown: view.community.length,
    opponents: view.seats.filter((s) => s.seat !== seat && s.inHand && !s.folded).map((s) => s.substituted),
    options: view.options,
  };
  const holds: Hold[] = options.map((option) => option.map((card) => (card === null ? -1 : dayIndex(card))));
  const random = makeRandom(seedOf(view.handNumber, seat, view.community, hole));
  return shares(spot, holds, me?.substituted === true, random, samples, []);
}

/** The seat's chance to win the pot with its hole cards as they are, over `samples` sampled deals. */
export function strength(view: DayView, seat: Seat, samples: number = SAMPLES): number {
  return equities(view, seat, [view.seats[seat]?.cards ?? []], samples)[0] ?? 0;
}

function livePlayers(view: DayView): number {
  let players = 0;
  for (const s of view.seats) if (s.inHand && !s.folded) players++;
  return players;
}

export const dayBot: Bot<DayView, DayAction> = (view, legal, seat) =>
  dayHeuristic(view, legal, seat, SAMPLES, SWAP_SAMPLES);

/**
 * The bot's move with its chance to win sampled `samples` times for a bet and `swapSamples` for a
 * substitution: the bot with 60 and 30, the search's playouts with fewer (playout.ts, whose tests
 * hold it to this).
 */
export function dayHeuristic(
  view: DayView,
  legal: readonly DayAction[],
  seat: Seat,
  samples: number,
  swapSamples: number,
): DayAction {
  const first = legal[0];
  if (first === undefined) throw new Error('The bot was asked to act with no legal action.');
  if (legal.length === 1) return first;
  if (view.phase === 'substitute') return chooseSwap(legal, swapShares(view, seat, legal, swapSamples));
  return chooseBet(legal, strength(view, seat, samples), betSpot(view, seat));
}

/** What a betting decision reads of the view besides the chance to win. */
export function betSpot(view: DayView, seat: Seat): BetSpot {
  return {
    toCall: view.currentBet - (view.seats[seat]?.roundBet ?? 0),
    pot: view.pot,
    raises: view.raises,
    players: livePlayers(view),
  };
}

/** Keeping's share of the pot, then each swap's among `legal`, over `samples` sampled deals. */
function swapShares(view: DayView, seat: Seat, legal: readonly DayAction[], samples: number): number[] {
  const hole = view.seats[seat]?.cards ?? [];
  const swaps = legal.filter((a): a is Extract<DayAction, { type: 'swap' }> => a.type === 'swap');
  const options = [hole, ...swaps.map((s) => hole.map((c) => (c === s.card ? null : c)))];
  return equities(view, seat, options, samples);
}
