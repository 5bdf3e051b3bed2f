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
// real cards against 1.7. What it is worth, in whole matches against the heuristic bot at 16,000
// playouts a move (the strength bench): 67.8% of deals 0 to 1,199 won; on deals 0 to 799, 67.3%
// against 62.6% when only goes were read and deals drawn again until they agreed. Against the strong bot itself, which does not
// play by the habits read, reading discards neither helped nor hurt much (250 matches at 2,000
// playouts, reading against the rules alone: 52.0%).
//
// Reads only what `seat` sees: the plays (public), how many cards the other hand holds, whether it
// holds the upcard player one drew face up, and the unseen cards as a set (sorted before use).
//
// Written for speed, as the search deals thousands of times from one state: what the plays say is
// worked out once per state and seat (a Reading, remembered for the state object), and a deal
// replays it on a few small typed arrays, counting cards by class rather than walking them.

import { cardIndex, isRedAt, rankAt, sortedByNotation, STANDARD_DECK, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { drawFrom, type Drawing, type RngState } from '../core/rng.ts';
import { discardScore } from './bot.ts';
import { HAND_SIZE, LIMIT, type BlackAndRedOptions } from './options.ts';
import { draftOf, holdsUpcard, playerOne, valueOf, type BlackAndRedState, type Colour, type Play } from './state.ts';

/** Deals a hand again at most this many times while it breaks a rule or is of one colour. */
const DEAL_TRIES = 12;

export function dealAsPlayed(state: BlackAndRedState, seat: Seat, rng: RngState): BlackAndRedState {
  if (state.phase !== 'play') return state;
  const reading = readingOf(state, 1 - seat);
  const random = drawFrom(rng);
  // A hand that breaks a rule (a place no unseen card fitted: an unlucky choice of the place each
  // discard came from) or is of one colour is dealt again. When the reading keeps dealing one
  // colour, it is wrong about this player: the later tries go by the rules alone.
  let flaws = Infinity;
  for (let tries = 0; tries < DEAL_TRIES && flaws > 0; tries++) {
    const found = dealOnce(reading, random, tries >= DEAL_TRIES / 2, tries === DEAL_TRIES - 1);
    if (found < flaws) {
      flaws = found;
      BEST.set(TAKEN);
      BEST_HAND.set(HAND);
    }
  }

  const { unseen } = reading;
  const cards = STANDARD_DECK.cards;
  const hand: Card[] = [];
  for (let i = 0; i < reading.size; i++) hand.push(cards[BEST_HAND[i] as number] as Card);
  if (reading.upcard >= 0) hand.unshift(cards[reading.upcard] as Card);
  const rest: Card[] = [];
  for (let i = 0; i < unseen.cards.length; i++) if (!BEST[i]) rest.push(cards[unseen.cards[i] as number] as Card);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const swap = rest[i] as Card;
    rest[i] = rest[j] as Card;
    rest[j] = swap;
  }
  const next = draftOf(state);
  next.hands = replaceAt(state.hands, 1 - seat, hand);
  next.stock = state.upcardShowing ? [state.stock[0] as Card, ...rest] : rest;
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

/** What the plays of one player say, for dealing their hand: the same for every deal from a state. */
interface Reading {
  readonly unseen: Unseen;
  /** Their plays this hand, in order. */
  readonly steps: readonly Step[];
  /** The upcard they hold from the face-up draw (cardIndex), or -1. */
  readonly upcard: number;
  /** The places to fill: the hand's size, less the upcard. */
  readonly size: number;
}

/** One play, as what it rules out and what it does to the places. */
interface Step {
  /** What it rules out of every place held: by the reading (a go's rule among it), and by the rules alone. */
  readonly read: number;
  readonly ruled: number;
  /** The class of the card discarded from one of the places; -1 for a go or the upcard. */
  readonly cls: number;
  /** A card was drawn face down: a new place. */
  readonly draws: boolean;
}

/** The cards that player may hold or the stock hide (cardIndex, sorted), and how many of each class. */
interface Unseen {
  readonly cards: readonly number[];
  readonly classes: Int8Array;
  readonly counts: Int32Array;
}

/** Readings worked out so far, by state and then by the seat read. */
const READINGS = new WeakMap<BlackAndRedState, (Reading | undefined)[]>();

function readingOf(state: BlackAndRedState, who: Seat): Reading {
  let bySeat = READINGS.get(state);
  if (bySeat === undefined) READINGS.set(state, (bySeat = []));
  return (bySeat[who] ??= read(state, who));
}

function read(state: BlackAndRedState, who: Seat): Reading {
  const values = state.options.cardValues;
  const pool = sortedByNotation([...(state.hands[who] ?? []), ...state.stock.slice(state.upcardShowing ? 1 : 0)]);
  const upcard = state.upcard !== null && holdsUpcard(state, who) ? cardIndex(state.upcard) : -1;
  const cards: number[] = [];
  for (const card of pool) if (cardIndex(card) !== upcard) cards.push(cardIndex(card));
  const classes = new Int8Array(cards.length);
  const counts = new Int32Array(32);
  for (let i = 0; i < cards.length; i++) {
    const cls = classOf(cards[i] as number, values);
    classes[i] = cls;
    counts[cls] = (counts[cls] as number) + 1;
  }
  const steps: Step[] = [];
  // Player one's first discard draws the upcard, face up (while it shows, the plays begin with it).
  let upcardToCome = state.upcard !== null && who === playerOne(state);
  let upcardHeld = false;
  for (const play of state.plays) {
    if (play.seat !== who) continue;
    if (play.card === null) {
      const lack = goLack(play, values);
      steps.push({ read: lack, ruled: lack, cls: -1, draws: false });
      continue;
    }
    const fromPlace = !(upcardHeld && play.card === state.upcard);
    if (!fromPlace) upcardHeld = false;
    steps.push({
      read: readLack(play, state, who),
      ruled: 0,
      cls: fromPlace ? classOf(cardIndex(play.card), values) : -1,
      draws: !upcardToCome,
    });
    if (upcardToCome) upcardHeld = true;
    upcardToCome = false;
  }
  const size = (state.hands[who]?.length ?? 0) - (upcard < 0 ? 0 : 1);
  return { unseen: { cards, classes, counts }, steps, upcard, size };
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

// One deal's working space, shared by every deal (a deal runs to its end before the next begins):
// each place's sets by the reading and by the rules, how many unseen cards each allows, and the
// unseen cards taken. BEST and BEST_HAND keep the best deal of the tries.
const CAP = 64;
const READ = new Int32Array(HAND_SIZE + 1);
const RULED = new Int32Array(HAND_SIZE + 1);
const READ_N = new Int32Array(HAND_SIZE + 1);
const RULED_N = new Int32Array(HAND_SIZE + 1);
const LEFT = new Int32Array(32);
const TAKEN = new Uint8Array(CAP);
const BEST = new Uint8Array(CAP);
const HAND = new Int32Array(HAND_SIZE);
const BEST_HAND = new Int32Array(HAND_SIZE);
const DONE = new Uint8Array(HAND_SIZE + 1);

/** How many cards the classes in `mask` hold, counted by class in `counts`. */
function allowed(mask: number, counts: Int32Array): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n += counts[31 - Math.clz32(m & -m)] as number;
  return n;
}

/**
 * One deal of the reading's hand into HAND (the places' cards) and TAKEN (the unseen cards they
 * took); its flaws: 2 for each place no card fitted by the rules, 1 for a hand of one colour.
 * `byRules` fills by the rules alone; with `narrowest`, each discard came from the place the rules
 * narrow most that allowed it, which never leaves a place the rules let no card fill (what they
 * allow only narrows with age).
 */
function dealOnce(reading: Reading, random: Drawing, byRules: boolean, narrowest: boolean): number {
  const { counts } = reading.unseen;
  const total = allowed(ANY, counts);
  let places = HAND_SIZE;
  for (let i = 0; i < places; i++) {
    READ[i] = RULED[i] = ANY;
    READ_N[i] = RULED_N[i] = total;
  }
  for (const step of reading.steps) {
    for (let i = 0; i < places; i++) {
      const read = (READ[i] as number) & step.read;
      if (read !== 0) {
        READ[i] = (READ[i] as number) & ~read;
        READ_N[i] = (READ_N[i] as number) - allowed(read, counts);
      }
      const ruled = (RULED[i] as number) & step.ruled;
      if (ruled !== 0) {
        RULED[i] = (RULED[i] as number) & ~ruled;
        RULED_N[i] = (RULED_N[i] as number) - allowed(ruled, counts);
      }
    }
    if (step.cls >= 0) {
      const bit = 1 << step.cls;
      let at = narrowest ? -1 : placeOf(READ, READ_N, places, bit, random);
      if (at < 0) at = placeOf(RULED, RULED_N, places, bit, narrowest ? null : random);
      // No place allows it when an earlier choice of place was unlucky: the newest place gives way.
      if (at < 0) at = places - 1;
      for (let i = at; i < places - 1; i++) {
        READ[i] = READ[i + 1] as number;
        RULED[i] = RULED[i + 1] as number;
        READ_N[i] = READ_N[i + 1] as number;
        RULED_N[i] = RULED_N[i + 1] as number;
      }
      places--;
    }
    if (step.draws) {
      READ[places] = RULED[places] = ANY;
      READ_N[places] = RULED_N[places] = total;
      places++;
    }
  }
  // A position starts mid-hand with places nobody saw filled: as many as the hand needs.
  for (; places < reading.size; places++) READ[places] = RULED[places] = ANY;
  if (byRules) READ.set(RULED);
  return fill(reading, random);
}

/**
 * Which of the first `count` places held a discarded card of the class `bit`: among those whose
 * set allows it, at random, each as likely as one in the number of unseen cards it allows (`sizes`),
 * or without `random` the one that allows fewest (the oldest of equals). -1 when none does.
 */
function placeOf(sets: Int32Array, sizes: Int32Array, count: number, bit: number, random: Drawing | null): number {
  let sum = 0;
  let narrowest = -1;
  for (let i = 0; i < count; i++) {
    if (!((sets[i] as number) & bit)) continue;
    const n = Math.max(1, sizes[i] as number);
    sum += 1 / n;
    if (narrowest < 0 || n < Math.max(1, sizes[narrowest] as number)) narrowest = i;
  }
  if (narrowest < 0 || random === null) return narrowest;
  let r = (random.int(0, 0x3fffffff) / 0x40000000) * sum;
  let last = narrowest;
  for (let i = 0; i < count; i++) {
    if (!((sets[i] as number) & bit)) continue;
    last = i;
    r -= 1 / Math.max(1, sizes[i] as number);
    if (r < 0) return i;
  }
  return last;
}

/**
 * A card for each place (READ, RULED) into HAND and TAKEN, the place fewest cards fit first: one of
 * the unseen cards it allows by the reading, else by the rules alone, else any. Returns the deal's
 * flaws (dealOnce).
 */
function fill(reading: Reading, random: Drawing): number {
  const { cards, classes, counts } = reading.unseen;
  const places = reading.size;
  LEFT.set(counts);
  TAKEN.fill(0, 0, cards.length);
  DONE.fill(0, 0, places);
  let unruled = 0;
  for (let n = 0; n < places; n++) {
    // The narrowest place still to fill, and what it allows.
    let place = 0;
    let mask = ANY;
    let fits = Infinity;
    let broken = false;
    for (let i = 0; i < places; i++) {
      if (DONE[i]) continue;
      let m = READ[i] as number;
      let f = allowed(m, LEFT);
      if (f === 0) f = allowed((m = RULED[i] as number), LEFT);
      const none = f === 0;
      if (none) f = allowed((m = ANY), LEFT);
      if (f < fits) {
        place = i;
        mask = m;
        fits = f;
        broken = none;
      }
    }
    DONE[place] = 1;
    if (broken) unruled++;
    let pick = random.int(0, fits - 1);
    for (let i = 0; i < cards.length; i++) {
      const cls = classes[i] as number;
      if (TAKEN[i] || !(mask & (1 << cls)) || pick-- !== 0) continue;
      TAKEN[i] = 1;
      LEFT[cls] = (LEFT[cls] as number) - 1;
      HAND[n] = cards[i] as number;
      break;
    }
  }
  return unruled * 2 + (oneColour(places, reading.upcard) ? 1 : 0);
}

/** Whether the dealt hand (HAND's first `count`, and the upcard if held) is all of one colour. */
function oneColour(count: number, upcard: number): boolean {
  const red = isRedAt(upcard >= 0 ? upcard : (HAND[0] as number));
  for (let i = 0; i < count; i++) if (isRedAt(HAND[i] as number) !== red) return false;
  return true;
}
