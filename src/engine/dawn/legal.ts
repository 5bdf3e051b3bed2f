// The one source of legality for Dawn. explain.ts only diagnoses why an action is missing here.

import { rankOf, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { leftOf, seatCount, seatsWhere } from '../core/seats.ts';
import { DEAL, DRAW, READY, type DawnAction } from './actions.ts';
import { inFallback, neededRank, picker, type DawnState } from './state.ts';

export function toAct(state: DawnState): readonly Seat[] {
  switch (state.phase) {
    case 'arrange':
      return seatsWhere(seatCount(state), (s) => !state.ready[s]);
    case 'take':
      return seatsWhere(seatCount(state), (s) => state.takes[s] === null);
    case 'pick':
      return [picker(state)];
    case 'play':
      return [state.turn];
    case 'handOver':
      return [leftOf(state.dealer, seatCount(state))];
    case 'over':
      return [];
  }
}

export function legalActions(state: DawnState, seat: Seat): readonly DawnAction[] {
  if (!toAct(state).includes(seat)) return [];
  switch (state.phase) {
    case 'arrange': {
      const out: DawnAction[] = [];
      const size = (state.hands[seat] ?? []).length;
      for (let at = 0; at + 1 < size; at++) out.push({ type: 'shift', at });
      out.push(READY);
      return out;
    }
    case 'take': {
      const out: DawnAction[] = [];
      const size = (state.hands[leftOf(seat, seatCount(state))] ?? []).length;
      for (let a = 0; a < size; a++) for (let b = a + 1; b < size; b++) out.push({ type: 'take', positions: [a, b] });
      return out;
    }
    case 'pick':
      return state.pairs
        .filter((pair) => pair.pickedBy === null && pair.owner !== seat)
        .map((pair) => ({ type: 'pick', pair: pair.id }));
    case 'play':
      return playable(state, seat);
    case 'handOver':
      return [DEAL];
    case 'over':
      return [];
  }
}

function playable(state: DawnState, seat: Seat): DawnAction[] {
  const hand = state.hands[seat] ?? [];
  const needed = neededRank(state);
  if (needed === null) return distinctPlays(hand, () => true);
  if (inFallback(state)) {
    const best = highestBelow(hand, needed);
    return best === null ? [] : distinctPlays(hand, (card) => rankOf(card) === best);
  }
  const plays = distinctPlays(hand, (card) => rankOf(card) === needed);
  return plays.length > 0 ? plays : [DRAW];
}

/** The highest rank in `hand` strictly below `needed`, or null (rule draw-around). */
export function highestBelow(hand: readonly Card[], needed: number): number | null {
  let best: number | null = null;
  for (const card of hand) {
    const rank = rankOf(card);
    if (rank < needed && (best === null || rank > best)) best = rank;
  }
  return best;
}

/** One play per distinct card: two copies of 7H from two decks are the same move. */
function distinctPlays(hand: readonly Card[], keep: (card: Card) => boolean): DawnAction[] {
  const seen = new Set<Card>();
  const out: DawnAction[] = [];
  for (const card of hand) {
    if (!seen.has(card) && keep(card)) {
      seen.add(card);
      out.push({ type: 'play', card });
    }
  }
  return out;
}

/** Every action of a plausible shape for `seat`, legal or not: the explain tests' search space. */
export function candidateActions(state: DawnState, seat: Seat): readonly DawnAction[] {
  const out: DawnAction[] = [DRAW, READY, DEAL, { type: 'shift', at: 0 }, { type: 'take', positions: [0, 1] }];
  // While arranging or taking, every position is plausible (and one past the end is a plausible
  // mistake), so the candidates include every legal shift and take, as the contract requires.
  if (state.phase === 'arrange') {
    const size = (state.hands[seat] ?? []).length;
    for (let at = 1; at < size; at++) out.push({ type: 'shift', at });
  }
  if (state.phase === 'take') {
    const size = (state.hands[leftOf(seat, seatCount(state))] ?? []).length;
    for (let a = 0; a <= size; a++) {
      for (let b = a + 1; b <= size; b++) if (a + b > 1) out.push({ type: 'take', positions: [a, b] });
    }
  }
  for (const card of new Set(state.hands[seat] ?? [])) out.push({ type: 'play', card });
  out.push({ type: 'play', card: 'KS' }, { type: 'play', card: 'AH' });
  for (const pair of state.pairs) out.push({ type: 'pick', pair: pair.id });
  out.push({ type: 'pick', pair: 'S9' });
  return out;
}
