// Dealing a hand (rules players-and-decks, deal): 12 cards each, two spare face-down pairs, the rest is
// the stock. The first dealer is the last seat, so seat A is left of the dealer and acts first.

import { standardDecks } from '../core/cards.ts';
import type { EventSink } from '../core/events.ts';
import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { seedRng, shuffle, type RngState } from '../core/rng.ts';
import { leftOf } from '../core/seats.ts';
import { deckCount, HAND_SIZE, SPARE_PAIRS, type DawnOptions } from './options.ts';
import type { DawnRule } from './rules.ts';
import type { DawnDraft, DawnState, FaceDownPair } from './state.ts';
import { checkEveryHand } from './win.ts';

/** The first deal and what happened in it (the deal, and a dawn at the deal if any). */
export function dealDawnGame(options: DawnOptions, seed: number): Applied<DawnState, DawnRule> {
  const wins = new Array<number>(options.players).fill(0);
  const events: GameEvent<DawnRule>[] = [];
  return { state: dealHand(options, seedRng(seed), options.players - 1, 1, wins, events), events };
}

export function dealHand(
  options: DawnOptions,
  rng: RngState,
  dealer: Seat,
  handNumber: number,
  wins: readonly number[],
  events: EventSink<DawnRule>,
): DawnState {
  const decks = deckCount(options);
  const [cards, next] = shuffle(standardDecks(decks), rng);
  const n = options.players;
  const hands = Array.from({ length: n }, (_, seat) => cards.slice(seat * HAND_SIZE, (seat + 1) * HAND_SIZE));
  let at = n * HAND_SIZE;
  const pairs: FaceDownPair[] = [];
  for (let p = 1; p <= SPARE_PAIRS; p++, at += 2) {
    pairs.push({ id: `S${p}`, owner: null, takenBy: null, cards: cards.slice(at, at + 2), pickedBy: null });
  }
  events?.push({ kind: 'deal', rule: 'deal', seat: dealer, detail: { hand: handNumber } });
  const state: DawnDraft = {
    options,
    decks,
    rng: next,
    handNumber,
    dealer,
    phase: 'arrange',
    hands,
    ready: new Array<boolean>(n).fill(false),
    takes: new Array<null>(n).fill(null),
    pairs,
    stock: cards.slice(at),
    pile: [],
    discards: [],
    turn: leftOf(dealer, n),
    firstFailer: null,
    handWinners: [],
    wins,
  };
  checkEveryHand(state, events);
  return state;
}
