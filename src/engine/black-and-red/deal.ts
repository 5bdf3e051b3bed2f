// Dealing a hand (rules deal, dealt-one-colour, target-colour): 7 cards each from one deck; a player dealt all one colour
// scores 5 at once and the hand ends; otherwise the stock's top card is turned up and sets the
// colours: player one (the non-dealer) collects the upcard's colour, player two the other.

import { STANDARD_DECK } from '../core/cards.ts';
import type { EventSink } from '../core/events.ts';
import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { seedRng, shuffle, type RngState } from '../core/rng.ts';
import { HAND_SIZE, type BlackAndRedOptions } from './options.ts';
import type { BlackAndRedRule } from './rules.ts';
import { finishHand } from './scoring.ts';
import { colourOf, handColour, otherColour, type BlackAndRedState, type Colour, type Play } from './state.ts';

type Events = EventSink<BlackAndRedRule>;

/** The first dealer is B, so A is player one in the first hand. */
export function dealBlackAndRedGame(
  options: BlackAndRedOptions,
  seed: number,
): Applied<BlackAndRedState, BlackAndRedRule> {
  const events: GameEvent<BlackAndRedRule>[] = [];
  return { state: dealHand(options, seedRng(seed), 1, 1, [0, 0], events), events };
}

const NO_PLAYS: readonly Play[] = [];

/** The next hand of the match (rule deal): the deal alternates. */
export function dealNextHand(state: BlackAndRedState, events: Events): BlackAndRedState {
  return dealHand(state.options, state.rng, 1 - state.dealer, state.handNumber + 1, state.scores, events);
}

function dealHand(
  options: BlackAndRedOptions,
  rng: RngState,
  dealer: Seat,
  handNumber: number,
  scores: readonly number[],
  events: Events,
): BlackAndRedState {
  // The deck in its fixed order (suits, then ranks), as standardDecks(1) gives it.
  const [cards, next] = shuffle(STANDARD_DECK.cards, rng);
  const hands = [cards.slice(0, HAND_SIZE), cards.slice(HAND_SIZE, 2 * HAND_SIZE)];
  const stock = cards.slice(2 * HAND_SIZE);
  const p1 = 1 - dealer;
  events?.push({ kind: 'deal', rule: 'deal', seat: dealer, detail: { hand: handNumber, playerOne: p1 } });

  const upcard = stock[0];
  const p1Colour: Colour = upcard === undefined ? 'red' : colourOf(upcard);
  const mono: Seat[] = [];
  for (let seat = 0; seat < hands.length; seat++) if (handColour(hands[seat] ?? []) !== null) mono.push(seat);
  // Rule dealt-one-colour: checked before the upcard is turned, which then never shows: it stays
  // a face-down stock card.
  const turned = mono.length === 0 && upcard !== undefined;
  const state: BlackAndRedState = {
    options,
    rng: next,
    handNumber,
    dealer,
    phase: 'play',
    hands,
    stock,
    upcardShowing: turned,
    upcard: turned ? upcard : null,
    targets: p1 === 0 ? [p1Colour, otherColour(p1Colour)] : [otherColour(p1Colour), p1Colour],
    turn: p1,
    runColour: null,
    total: 0,
    run: [],
    discards: [],
    goes: [false, false],
    plays: NO_PLAYS,
    lastDiscarder: null,
    turns: 0,
    scores,
    lastHand: null,
    winners: [],
  };
  if (mono.length > 0) {
    // One colour, whichever it is, scores 5.
    const scorers = mono.length === 2 && options.bothMonoDealt === 'playerOneOnly' ? [p1] : mono;
    for (const seat of scorers) {
      events?.push({ kind: 'dealt-one-colour', rule: 'dealt-one-colour', seat, cards: hands[seat] ?? [] });
    }
    return finishHand(
      state,
      { scorers: scorers.map((seat) => ({ seat, points: 5 })), reason: 'dealtOneColour' },
      events,
    );
  }
  if (upcard !== undefined) {
    events?.push({ kind: 'upcard', rule: 'target-colour', seat: p1, cards: [upcard], detail: { colour: p1Colour } });
  }
  return state;
}
