// The first dealer, the deal and the start of play (rules first-dealer, deal, pass-cycle, first-lead). Each hand is dealt by
// the player left of the previous dealer; its pass direction comes from the hand number.

import type { EventSink } from '../core/events.ts';
import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { seedRng, shuffle, type RngState } from '../core/rng.ts';
import { DARK_HAND_DECK, faceRank, type DarkCard } from './deck.ts';
import { firstLeadCard } from './legal.ts';
import { handSize, type DarkHeartsOptions } from './options.ts';
import type { DarkHeartsRule } from './rules.ts';
import { passDirection, ZERO, type DarkHeartsState, type ShadePoints } from './state.ts';

/** The draw for the first dealer, the first deal, and what happened in them. */
export function dealDarkHeartsGame(options: DarkHeartsOptions, seed: number): Applied<DarkHeartsState, DarkHeartsRule> {
  const events: GameEvent<DarkHeartsRule>[] = [];
  const [dealer, rng] = drawForDealer(options.players, seedRng(seed), events);
  const scores = new Array<ShadePoints>(options.players).fill(ZERO);
  return { state: dealHand(options, rng, dealer, 1, scores, events), events };
}

/** Everyone draws a card; the highest Light rank deals (Ace high); tied players draw again. */
export function drawForDealer(players: number, rng: RngState, events: EventSink<DarkHeartsRule>): [Seat, RngState] {
  const [deck, next] = shuffle(DARK_HAND_DECK, rng);
  let drawing: Seat[] = Array.from({ length: players }, (_, seat) => seat);
  let at = 0;
  for (;;) {
    const draws = drawing.map((seat) => ({ seat, card: deck[at++] as DarkCard }));
    for (const draw of draws)
      events?.push({ kind: 'draw-for-deal', rule: 'first-dealer', seat: draw.seat, cards: [draw.card] });
    const best = Math.max(...draws.map((d) => faceRank(d.card, 'L')));
    drawing = draws.filter((d) => faceRank(d.card, 'L') === best).map((d) => d.seat);
    if (drawing.length === 1) {
      const dealer = drawing[0] as Seat;
      events?.push({ kind: 'first-dealer', rule: 'first-dealer', seat: dealer });
      return [dealer, next];
    }
  }
}

export function dealHand(
  options: DarkHeartsOptions,
  rng: RngState,
  dealer: Seat,
  handNumber: number,
  scores: readonly ShadePoints[],
  events: EventSink<DarkHeartsRule>,
): DarkHeartsState {
  const n = options.players;
  const size = handSize(n);
  const [cards, next] = shuffle(DARK_HAND_DECK, rng);
  const hands: DarkCard[][] = [];
  for (let seat = 0; seat < n; seat++) hands.push(cards.slice(seat * size, (seat + 1) * size));
  const leftover = n === 3 ? (cards[n * size] as DarkCard) : null;
  const direction = passDirection(options, handNumber);
  events?.push({ kind: 'deal', rule: 'deal', seat: dealer, detail: { hand: handNumber, pass: direction } });
  const hold = direction === 'hold';
  if (hold) events?.push({ kind: 'hold', rule: 'pass-cycle', detail: { hand: handNumber } });
  return {
    options,
    rng: next,
    handNumber,
    dealer,
    // A hold hand goes straight to play.
    phase: hold ? 'play' : 'pass',
    hands,
    passes: new Array<null>(n).fill(null),
    received: new Array<readonly DarkCard[]>(n).fill([]),
    leftover,
    leftoverTakenBy: null,
    leader: hold ? firstLeader(hands, leftover, events) : 0,
    trick: null,
    tricksPlayed: 0,
    lastTrick: null,
    played: [],
    broken: { L: false, D: false },
    handPoints: new Array<ShadePoints>(n).fill(ZERO),
    scores,
    winners: [],
  };
}

/** After the pass (or on a hold hand): the holder of the first-lead card leads. */
export function firstLeader(
  hands: readonly (readonly DarkCard[])[],
  leftover: DarkCard | null,
  events: EventSink<DarkHeartsRule>,
): Seat {
  const first = firstLeadCard({ leftover });
  const leader = hands.findIndex((hand) => hand.includes(first));
  events?.push({ kind: 'first-leader', rule: 'first-lead', seat: leader, cards: [first] });
  return leader;
}
