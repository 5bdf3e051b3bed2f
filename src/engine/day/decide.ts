// The heuristic's decisions, given its chance to win: one core for the bot (bot.ts, which samples
// that chance generously) and the search's playouts (playout.ts, which sample it cheaply), so the
// two play by the same rules and differ only in how well they know their hand.
// - Betting: bet or raise when the chance clearly beats an equal share (and, after two raises,
//   only on a very strong hand), call when it beats the pot odds (the call over the pot after
//   calling), otherwise check or fold.
// - Substitution: swap only for a clear gain over keeping.

import type { DayAction } from './actions.ts';

/** The chance above which the bot bets or raises: clearly more than an equal share of the pot. */
export function betBarFor(players: number): number {
  return Math.max(0.5, 1.5 / players);
}

/** What a betting decision reads of the table besides the chance to win. */
export interface BetSpot {
  /** Chips the seat must add to match the bet. */
  readonly toCall: number;
  /** Every chip bet this hand, this round's included. */
  readonly pot: number;
  /** Raises made this round. */
  readonly raises: number;
  /** Players still in (dealt in and not folded), the seat included. */
  readonly players: number;
}

/** The move among `legal` (a betting turn's, more than one) for a chance to win of `equity`. */
export function chooseBet(legal: readonly DayAction[], equity: number, spot: BetSpot): DayAction {
  const first = legal[0] as DayAction;
  if (equity > betBarFor(spot.players) && (spot.raises < 2 || equity > 0.75)) {
    // The second size offered (the third on a very strong hand), or the largest there is.
    const raise = sized(legal, equity > 0.8 ? 2 : 1);
    if (raise !== undefined) return raise;
    const allIn = find(legal, 'allin');
    if (equity > 0.85 && allIn !== undefined) return allIn;
  }
  if (spot.toCall <= 0) return find(legal, 'check') ?? first;
  const odds = spot.toCall / (spot.pot + spot.toCall);
  const callOrAllIn = find(legal, 'call') ?? find(legal, 'allin');
  if (equity >= odds && callOrAllIn !== undefined) return callOrAllIn;
  return find(legal, 'fold') ?? first;
}

/**
 * Keep, or the swap among `legal` (keep and a swap of each hole card, in legalActions' order)
 * whose share beats keeping's by a clear margin; `shares` are keeping's, then each swap's.
 */
export function chooseSwap(legal: readonly DayAction[], shares: readonly number[]): DayAction {
  let best = 0;
  for (let i = 1; i < shares.length; i++) if ((shares[i] ?? 0) > (shares[best] ?? 0) + SWAP_MARGIN) best = i;
  if (best === 0) return find(legal, 'keep') ?? (legal[0] as DayAction);
  let seen = 0;
  for (const action of legal) if (action.type === 'swap' && ++seen === best) return action;
  return legal[0] as DayAction;
}

/** A swap must beat keeping by this much: less is within the noise of the samples. */
const SWAP_MARGIN = 0.03;

function find(legal: readonly DayAction[], type: DayAction['type']): DayAction | undefined {
  for (const action of legal) if (action.type === type) return action;
  return undefined;
}

/** The bet or raise at place `at` among those offered, or the last when fewer are; none when none is. */
function sized(legal: readonly DayAction[], at: number): DayAction | undefined {
  let last: DayAction | undefined;
  let seen = 0;
  for (const action of legal) {
    if (action.type !== 'bet' && action.type !== 'raise') continue;
    if (seen++ === at) return action;
    last = action;
  }
  return last;
}
