// Dealing a game (rule deal; DW-19): a random first dealer, the KROWN face up at the bottom of the
// stock, seven cards each. The opening lay-out and the first discard follow (opening.ts).

import type { EventSink } from '../core/events.ts';
import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { randomInt, seedRng, shuffle, type RngState } from '../core/rng.ts';
import { leftOf } from '../core/seats.ts';
import { DWYN_CARDS, KROWN, type DwynCard } from './deck.ts';
import { beginGame } from './opening.ts';
import { HAND_SIZE, type DwynOptions } from './options.ts';
import type { DwynRule } from './rules.ts';
import type { DwynState } from './state.ts';

type Events = EventSink<DwynRule>;

const SHUFFLED: readonly DwynCard[] = DWYN_CARDS.filter((card) => card !== KROWN);

export function dealDwynGame(options: DwynOptions, seed: number): Applied<DwynState, DwynRule> {
  const events: GameEvent<DwynRule>[] = [];
  const [dealer, rng] = randomInt(0, options.players - 1, seedRng(seed));
  const wins = new Array<number>(options.players).fill(0);
  return { state: dealGame(options, rng, dealer, 1, wins, events), events };
}

/** The next game of a match (rule match): the deal passes to the next player in turn order. */
export function dealNextGame(state: DwynState, dealer: Seat, events: Events): DwynState {
  return dealGame(state.options, state.rng, dealer, state.gameNumber + 1, state.wins, events);
}

function dealGame(
  options: DwynOptions,
  rng: RngState,
  dealer: Seat,
  gameNumber: number,
  wins: readonly number[],
  events: Events,
): DwynState {
  const players = options.players;
  const [cards, next] = shuffle(SHUFFLED, rng);
  const stock: DwynCard[] = cards.slice(players * HAND_SIZE);
  stock.push(KROWN);
  const hands: DwynCard[][] = [];
  const tableaux: DwynCard[][] = [];
  for (let seat = 0; seat < players; seat++) {
    hands.push(cards.slice(seat * HAND_SIZE, (seat + 1) * HAND_SIZE));
    tableaux.push([]);
  }
  events?.push({
    kind: 'deal',
    rule: 'deal',
    seat: dealer,
    detail: { game: gameNumber, first: leftOf(dealer, players) },
  });
  const dealt: DwynState = {
    options,
    rng: next,
    gameNumber,
    dealer,
    phase: 'play',
    stage: 'draw',
    turn: leftOf(dealer, players),
    hands,
    tableaux,
    stock,
    discards: [],
    pool: [],
    duel: null,
    turnsAfterKrown: 0,
    passes: 0,
    wins,
    lastGame: null,
    winners: [],
  };
  return beginGame(dealt, events);
}
