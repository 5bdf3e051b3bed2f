// Dealing a hand (rules deal, dealt-one-colour, target-colour): 7 cards each from one deck; a player dealt all one colour
// scores 5 at once and the hand ends; otherwise the stock's top card is turned up and sets the
// colours: player one (the non-dealer) collects the upcard's colour, player two the other.

import { standardDecks } from '../core/cards.ts';
import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { seedRng, shuffle, type RngState } from '../core/rng.ts';
import { HAND_SIZE, type BlackAndRedOptions } from './options.ts';
import type { BlackAndRedRule } from './rules.ts';
import { finishHand } from './scoring.ts';
import { colourOf, handColour, otherColour, playerOne, type BlackAndRedState, type Colour } from './state.ts';

type Events = GameEvent<BlackAndRedRule>[];

/** The first dealer is B, so A is player one in the first hand. */
export function dealBlackAndRedGame(
  options: BlackAndRedOptions,
  seed: number,
): Applied<BlackAndRedState, BlackAndRedRule> {
  const events: Events = [];
  return { state: dealHand(options, seedRng(seed), 1, 1, [0, 0], events), events };
}

export function dealHand(
  options: BlackAndRedOptions,
  rng: RngState,
  dealer: Seat,
  handNumber: number,
  scores: readonly number[],
  events: Events,
): BlackAndRedState {
  const [cards, next] = shuffle(standardDecks(1), rng);
  const hands = [cards.slice(0, HAND_SIZE), cards.slice(HAND_SIZE, 2 * HAND_SIZE)];
  const stock = cards.slice(2 * HAND_SIZE);
  const p1 = 1 - dealer;
  events.push({ kind: 'deal', rule: 'deal', seat: dealer, detail: { hand: handNumber, playerOne: p1 } });
  return startHand({ options, rng: next, handNumber, dealer, hands, stock, scores }, events);
}

/** After the deal: the one-colour check, then the upcard and the colours. */
export function startHand(
  dealt: Pick<BlackAndRedState, 'options' | 'rng' | 'handNumber' | 'dealer' | 'hands' | 'stock' | 'scores'>,
  events: Events,
): BlackAndRedState {
  const p1 = playerOne(dealt);
  const upcard = dealt.stock[0];
  const p1Colour: Colour = upcard === undefined ? 'red' : colourOf(upcard);
  const state: BlackAndRedState = {
    ...dealt,
    phase: 'play',
    upcardShowing: upcard !== undefined,
    upcard: upcard ?? null,
    targets: p1 === 0 ? [p1Colour, otherColour(p1Colour)] : [otherColour(p1Colour), p1Colour],
    turn: p1,
    runColour: null,
    total: 0,
    run: [],
    discards: [],
    goes: [false, false],
    lastDiscarder: null,
    turns: 0,
    lastHand: null,
    winners: [],
  };
  const mono = ([0, 1] as const).filter((seat) => handColour(dealt.hands[seat] ?? []) !== null);
  if (mono.length > 0) {
    // Rule dealt-one-colour: checked before the upcard is turned; one colour, whichever it is, scores 5.
    const scorers = mono.length === 2 && dealt.options.bothMonoDealt === 'playerOneOnly' ? [p1] : mono;
    for (const seat of scorers) {
      events.push({ kind: 'dealt-one-colour', rule: 'dealt-one-colour', seat, cards: dealt.hands[seat] ?? [] });
    }
    // The upcard is never turned, so it does not show: it stays a face-down stock card.
    return finishHand(
      { ...state, upcardShowing: false, upcard: null },
      { scorers: scorers.map((seat) => ({ seat, points: 5 })), reason: 'dealtOneColour' },
      events,
    );
  }
  if (upcard !== undefined) {
    events.push({ kind: 'upcard', rule: 'target-colour', seat: p1, cards: [upcard], detail: { colour: p1Colour } });
  }
  return state;
}
