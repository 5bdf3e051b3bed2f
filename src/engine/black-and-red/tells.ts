// The strong bot's deal (SearchSpec.deal): the other player's hand as their play this hand makes
// likely, not every hand alike. Knowing what the other player can follow with is what Black & Red
// turns on (at 2,000 playouts a move, a search that saw the other hand won 86% of 200 matches
// against the heuristic bot, one that guessed it evenly 55.5%).
//
// Their hand is seven places, each the card they have held since some turn of the hand (a card
// dealt, or one drawn since). What they showed while a place was held rules cards out of it:
// - a go: no card of the run's colour that fits under 31 (the rules say so);
// - a discard: no card the heuristic bot would have thrown instead (it throws the highest card that
//   fits, its own colour last, 31 first: bot.ts, discardScore). That is a reading of how they play,
//   not a rule, so each place keeps what the rules alone allow beside it: where the reading leaves
//   a place no unseen card, the place is filled by the rules alone, and when it would leave the
//   player a hand of one colour (they would have gone out), the whole hand is.
// When they discard, one of the places that allows the card is emptied: one allowing fewer unseen
// cards is the likelier (chosen at random in that proportion). A card drawn from the stock is a new
// place that allows any card. The places are then filled from the unseen cards, the narrowest
// first, and the rest of those cards are shuffled into the stock.
//
// How well the dealt hands guess the real one, against the heuristic bot (over 1,658 positions; a
// proper score of the chance each deal gives each unseen card, lower is better): an even deal 15.81
// nats a position, goes alone 15.66, goes and discards read 14.75; a dealt hand holds 2.0 of the
// real cards against 1.7.
//
// Reads only what `seat` sees: the plays (public), how many cards the other hand holds, whether it
// holds the upcard player one drew face up, and the unseen cards as a set (sorted before use).

import { cardIndex, isRedAt, rankAt, sortedByNotation, STANDARD_DECK, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { drawFrom, type Drawing, type RngState } from '../core/rng.ts';
import { discardScore } from './bot.ts';
import { HAND_SIZE, LIMIT, type BlackAndRedOptions } from './options.ts';
import { draftOf, playerOne, valueOf, type BlackAndRedState, type Colour, type Play } from './state.ts';

/** Deals a hand again at most this many times while it breaks a rule or is of one colour. */
const DEAL_TRIES = 12;

export function dealAsPlayed(state: BlackAndRedState, seat: Seat, rng: RngState): BlackAndRedState {
  if (state.phase !== 'play') return state;
  const other = 1 - seat;
  const keep = state.upcardShowing ? 1 : 0;
  const unseen = unseenOf(state, other, keep);
  const random = drawFrom(rng);
  // A hand that breaks a rule (a place no unseen card fitted: an unlucky choice of the place each
  // discard came from) or is of one colour is dealt again. When the reading keeps dealing one
  // colour, it is wrong about this player: the later tries go by the rules alone.
  let best: Dealt | null = null;
  for (let tries = 0; tries < DEAL_TRIES && (best === null || flaws(best) > 0); tries++) {
    const dealt = dealOnce(state, other, unseen, random, tries >= DEAL_TRIES / 2, tries === DEAL_TRIES - 1);
    if (best === null || flaws(dealt) < flaws(best)) best = dealt;
  }
  const { hand, taken } = best as Dealt;
  const rest: number[] = [];
  for (let i = 0; i < unseen.cards.length; i++) if (!taken[i]) rest.push(unseen.cards[i] as number);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const swap = rest[i] as number;
    rest[i] = rest[j] as number;
    rest[j] = swap;
  }
  const cards = STANDARD_DECK.cards;
  const next = draftOf(state);
  next.hands = replaceAt(
    state.hands,
    other,
    hand.map((index) => cards[index] as Card),
  );
  next.stock = [...state.stock.slice(0, keep), ...rest.map((index) => cards[index] as Card)];
  next.rng = random.state();
  return next;
}

// A set of cards by colour and value (what a place allows, what a play rules out): bit 16 for red,
// plus the value (1 to 13). Suits of one colour and value are alike to every rule and to the bot.
const RED = 16;
const ANY = 0x3ffe | (0x3ffe << RED);

function classOf(index: number, values: BlackAndRedOptions['cardValues']): number {
  return (isRedAt(index) ? RED : 0) + valueOf(rankAt(index), values);
}

/** The cards `seat`'s opponent may hold or the stock hide (cardIndex), each with its class's bit, and how many of each class. */
interface Unseen {
  readonly cards: readonly number[];
  readonly bits: Int32Array;
  readonly counts: Int32Array;
}

function unseenOf(state: BlackAndRedState, other: Seat, keep: number): Unseen {
  const cards = sortedByNotation([...(state.hands[other] ?? []), ...state.stock.slice(keep)]).map(cardIndex);
  const bits = new Int32Array(cards.length);
  const counts = new Int32Array(32);
  for (let i = 0; i < cards.length; i++) {
    const cls = classOf(cards[i] as number, state.options.cardValues);
    bits[i] = 1 << cls;
    counts[cls] = (counts[cls] as number) + 1;
  }
  return { cards, bits, counts };
}

/** How many of the unseen cards the set `mask` allows. */
function allowed(mask: number, counts: Int32Array): number {
  let n = 0;
  for (let bit = 1; bit < 32; bit++) if (mask & (1 << bit)) n += counts[bit] as number;
  return n;
}

/** A dealt hand (cardIndex), the unseen cards it took, and how many of its places no card fitted by the rules. */
interface Dealt {
  readonly hand: number[];
  readonly taken: Uint8Array;
  unruled: number;
}

/** What is wrong with a dealt hand, the worse the higher: a broken rule, one colour. */
function flaws({ hand, unruled }: Dealt): number {
  return unruled * 2 + (oneColour(hand) ? 1 : 0);
}

/**
 * One deal of the hand of `other`: its places read from the plays (or, `byRules`, by the rules
 * alone), then filled. With `narrowest`, each discard came from the place the rules narrow most
 * that allowed it, which never leaves a place the rules let no card fill (what they allow only
 * narrows with age).
 */
function dealOnce(
  state: BlackAndRedState,
  other: Seat,
  unseen: Unseen,
  random: Drawing,
  byRules: boolean,
  narrowest: boolean,
): Dealt {
  const places = placesOf(state, other, unseen.counts, random, narrowest);
  const { ruled } = places;
  const read = byRules ? ruled.slice() : places.read;
  const dealt: Dealt = { hand: [], taken: new Uint8Array(unseen.cards.length), unruled: 0 };
  if (places.upcardHeld && state.upcard !== null) {
    const upcard = cardIndex(state.upcard);
    dealt.hand.push(upcard);
    dealt.taken[unseen.cards.indexOf(upcard)] = 1;
  }
  // A position starts mid-hand with places nobody saw filled: as many as the hand needs.
  const size = (state.hands[other]?.length ?? 0) - dealt.hand.length;
  for (; read.length < size; read.push(ANY)) ruled.push(ANY);
  read.length = ruled.length = size;
  fill(dealt, read, ruled, unseen, random);
  return dealt;
}

/**
 * What each unseen place in a hand allows by the reading (`read`) and by the rules alone (`ruled`),
 * and whether the hand holds the upcard drawn face up.
 */
interface Places {
  readonly read: number[];
  readonly ruled: number[];
  readonly upcardHeld: boolean;
}

/** The places of the hand of `who`, from their plays this hand (`counts`: the unseen cards by class). */
function placesOf(state: BlackAndRedState, who: Seat, counts: Int32Array, random: Drawing, narrowest: boolean): Places {
  const read: number[] = new Array<number>(HAND_SIZE).fill(ANY);
  const ruled = read.slice();
  const values = state.options.cardValues;
  // Player one's first discard draws the upcard, face up (while it shows, the plays begin with it).
  let upcardToCome = state.upcard !== null && who === playerOne(state);
  let upcardHeld = false;
  for (const play of state.plays) {
    if (play.seat !== who) continue;
    if (play.card === null) {
      const lack = goLack(play, values);
      for (let i = 0; i < read.length; i++) {
        read[i] = (read[i] as number) & ~lack;
        ruled[i] = (ruled[i] as number) & ~lack;
      }
      continue;
    }
    const lack = readLack(play, state, who);
    for (let i = 0; i < read.length; i++) read[i] = (read[i] as number) & ~lack;
    if (upcardHeld && play.card === state.upcard) {
      upcardHeld = false;
    } else {
      const cls = classOf(cardIndex(play.card), values);
      let at = narrowest ? -1 : placeOf(read, cls, counts, random);
      if (at < 0) at = placeOf(ruled, cls, counts, narrowest ? null : random);
      // No place allows it when an earlier choice of place was unlucky: the newest place gives way.
      if (at < 0) at = read.length - 1;
      read.splice(at, 1);
      ruled.splice(at, 1);
    }
    if (upcardToCome) {
      upcardToCome = false;
      upcardHeld = true;
    } else {
      read.push(ANY);
      ruled.push(ANY);
    }
  }
  return { read, ruled, upcardHeld };
}

/** A go: nothing of the run's colour fits under 31. */
function goLack(play: Play, values: BlackAndRedOptions['cardValues']): number {
  const top = Math.min(LIMIT - play.total, values === 'cribbage' ? 10 : 13);
  let mask = 0;
  for (let value = 1; value <= top; value++) mask |= 1 << (colourBit(play.colour) + value);
  return mask;
}

/** A discard read as the heuristic bot's: every card it would rather have thrown was not in the hand. */
function readLack(play: Play, state: BlackAndRedState, who: Seat): number {
  const { options } = state;
  const mine = state.targets[who];
  const chosen = discardScore(cardIndex(play.card as Card), play.total, mine, options);
  const room = Math.min(LIMIT - play.total, options.cardValues === 'cribbage' ? 10 : 13);
  let mask = 0;
  for (const colour of COLOURS) {
    // Leading, any card may be thrown; following, only the run's colour.
    if (play.total > 0 && colour !== play.colour) continue;
    for (let value = 1; value <= room; value++) {
      // The clubs or diamonds of that value: any card of the class scores the same.
      const index = (colour === 'red' ? 13 : 0) + value - 1;
      if (discardScore(index, play.total, mine, options) > chosen) mask |= 1 << (colourBit(colour) + value);
    }
  }
  return mask;
}

const COLOURS: readonly Colour[] = ['black', 'red'];

function colourBit(colour: Colour): number {
  return colour === 'red' ? RED : 0;
}

/**
 * Which place held a card of class `cls` that was discarded: among those that allow it, at random,
 * each as likely as one in the number of unseen cards it allows (or, without `random`, the one that
 * allows fewest, the oldest of equals). -1 when none does.
 */
function placeOf(places: readonly number[], cls: number, counts: Int32Array, random: Drawing | null): number {
  let sum = 0;
  let narrowest = -1;
  let fewest = Infinity;
  for (let i = 0; i < places.length; i++) {
    const mask = places[i] as number;
    if (!(mask & (1 << cls))) continue;
    const n = Math.max(1, allowed(mask, counts));
    sum += 1 / n;
    if (n < fewest) [narrowest, fewest] = [i, n];
  }
  if (narrowest < 0 || random === null) return narrowest;
  let r = (random.int(0, 0x3fffffff) / 0x40000000) * sum;
  let last = narrowest;
  for (let i = 0; i < places.length; i++) {
    const mask = places[i] as number;
    if (!(mask & (1 << cls))) continue;
    last = i;
    r -= 1 / Math.max(1, allowed(mask, counts));
    if (r < 0) return i;
  }
  return last;
}

/**
 * Fills `dealt` with a card for each place, the place fewest cards fit first: one of the unseen
 * cards it allows by the reading, else by the rules alone, else any.
 */
function fill(dealt: Dealt, read: readonly number[], ruled: readonly number[], unseen: Unseen, random: Drawing): void {
  const { taken } = dealt;
  const done = new Uint8Array(read.length);
  for (let n = 0; n < read.length; n++) {
    // The narrowest place still to fill, and what it allows.
    let place = 0;
    let mask = ANY;
    let fits = Infinity;
    let unruled = false;
    for (let i = 0; i < read.length; i++) {
      if (done[i]) continue;
      let m = read[i] as number;
      let f = fitting(m, unseen.bits, taken);
      if (f === 0) {
        m = ruled[i] as number;
        f = fitting(m, unseen.bits, taken);
      }
      const broken = f === 0;
      if (broken) {
        m = ANY;
        f = fitting(m, unseen.bits, taken);
      }
      if (f < fits) [place, mask, fits, unruled] = [i, m, f, broken];
    }
    done[place] = 1;
    if (unruled) dealt.unruled++;
    let pick = random.int(0, fits - 1);
    for (let i = 0; i < unseen.cards.length; i++) {
      if (taken[i] || !(mask & (unseen.bits[i] as number))) continue;
      if (pick-- === 0) {
        taken[i] = 1;
        dealt.hand.push(unseen.cards[i] as number);
        break;
      }
    }
  }
}

/** How many of the unseen cards not yet taken `mask` allows. */
function fitting(mask: number, bits: Int32Array, taken: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) if (!taken[i] && mask & (bits[i] as number)) n++;
  return n;
}

function oneColour(hand: readonly number[]): boolean {
  if (hand.length === 0) return false;
  const red = isRedAt(hand[0] as number);
  return hand.every((index) => isRedAt(index) === red);
}
