// A heuristic DWYN player. It sees only its view and the legal actions.
// - The KROWN is the prize: it steals it at once, and challenges for it when it holds a sure duel
//   (the highest number card of some suit that is still unseen, so no answer can beat it).
// - It lays out what completes a body (a missing HEAD, TORSO or FEET) or protects a trio, and
//   steals or wins a missing part from an opponent.
// - It discards what it needs least, keeping STEAL and DWYN cards and high number cards for the
//   duels it expects.
// - After the KROWN, its holder with a body draws nothing and sheds a card a turn to go out;
//   the others draw to hunt for a STEAL, a DWYN or a missing part.
// - In a duel it names the suit it is strongest in and answers with the lowest card that beats.
//
// The judging (DwynMind, Choice) takes plain facts a seat may see, not the view, so that the
// search's playout policy (playout.ts) makes the very same decisions read straight from the state.

import type { Bot, Seat } from '../core/game.ts';
import type { DwynAction } from './actions.ts';
import {
  DWYN_INDEX,
  dwynIndexOrMissing,
  isBodyAt,
  isNumberAt,
  KROWN_INDEX,
  partAt,
  PER_SUIT,
  STEAL_INDEX,
  strengthAt,
  suitAt,
  type DwynCard,
} from './deck.ts';
import { hasKrown, suitBits } from './tableau.ts';
import type { DwynView } from './view.ts';

const SUITS = 6;
const NUMBERS_PER_SUIT = PER_SUIT - 3;
const NO_CARDS: readonly DwynCard[] = [];
const UNKNOWN = -2;

export const NO_ACTION = 'The bot was asked to act with no legal action.';

export const dwynHeuristicBot: Bot<DwynView, DwynAction> = (view, legal, seat) => {
  const first = legal[0];
  if (first === undefined) throw new Error(NO_ACTION);
  if (legal.length === 1) return first;
  const me = mindOfView(view, seat);
  if (view.stage === 'suit') {
    const suit = me.duelSuit();
    return legal.find((a) => a.type === 'suit' && a.suit === suit) ?? first;
  }
  if (view.stage === 'duel') return answer(legal, me.xHigh);
  const best = new Choice(first);
  let canDraw = false;
  for (const action of legal) {
    if (action.type === 'draw') canDraw = true;
    else best.offer(action, me.score(action));
  }
  if (canDraw && me.wantsToDraw(best.score)) return legal.find((a) => a.type === 'draw') ?? best.action;
  return best.action;
};

function mindOfView(view: DwynView, seat: Seat): DwynMind {
  const mine = view.seats[seat];
  return new DwynMind(
    mine?.cards ?? NO_CARDS,
    mine?.tableau ?? NO_CARDS,
    view.discards,
    view.duel?.cards ?? NO_CARDS,
    view.krownDrawn,
    view.options.xRank === 'high',
  );
}

/** The lowest card that beats, or a concession when none does. */
function answer(legal: readonly DwynAction[], xHigh: boolean): DwynAction {
  let best: DwynAction | null = null;
  let low = Infinity;
  for (const action of legal) {
    if (action.type !== 'play') continue;
    const strength = strengthAt(dwynIndexOrMissing(action.card), xHigh);
    if (strength < low) {
      low = strength;
      best = action;
    }
  }
  return best ?? (legal.find((a) => a.type === 'concede') as DwynAction);
}

/** The best-scoring move offered so far; on a tie the first offered stays, as in legal order. */
export class Choice {
  score = -Infinity;

  constructor(public action: DwynAction) {}

  /** Starts again from `action`: the playout keeps one Choice rather than making one a decision. */
  reset(action: DwynAction): this {
    this.action = action;
    this.score = -Infinity;
    return this;
  }

  offer(action: DwynAction, score: number): void {
    if (score > this.score) {
      this.action = action;
      this.score = score;
    }
  }
}

/**
 * What the bot knows and wants, worked out once per decision from what its seat may see: its hand
 * and tableau, the face-up discards, the duel's cards, whether the KROWN is out. What it knows of
 * the unseen number cards is worked out only when a DWYN or a suit is to be judged, which few
 * decisions need. The playout keeps one mind and resets it for each decision (allocating one, and
 * its tops, for each of a playout's sixty moves was a fifth of its time in the garbage collector).
 */
export class DwynMind {
  private hand: readonly DwynCard[] = NO_CARDS;
  private tableau: readonly DwynCard[] = NO_CARDS;
  private discards: readonly DwynCard[] = NO_CARDS;
  private duelCards: readonly DwynCard[] = NO_CARDS;
  private krownDrawn = false;
  xHigh = false;
  private missing = 0;
  private tableauBits = 0;
  /**
   * Per suit (0 to 5), the bot's best strength; then per suit (6 to 11), the strength of the best
   * card that neither the bot holds nor anyone has shown. Valid only once topsKnown.
   */
  private readonly topsBySuit: number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  private topsKnown = false;
  /** The sure suit (sureSuit), or UNKNOWN until first needed. */
  private sure = UNKNOWN;

  constructor(
    hand: readonly DwynCard[],
    tableau: readonly DwynCard[],
    discards: readonly DwynCard[],
    duelCards: readonly DwynCard[],
    krownDrawn: boolean,
    xHigh: boolean,
  ) {
    this.reset(hand, tableau, suitBits(tableau), discards, duelCards, krownDrawn, xHigh);
  }

  /** A new decision; `bits` is suitBits(tableau), which the playout keeps from move to move. */
  reset(
    hand: readonly DwynCard[],
    tableau: readonly DwynCard[],
    bits: number,
    discards: readonly DwynCard[],
    duelCards: readonly DwynCard[],
    krownDrawn: boolean,
    xHigh: boolean,
  ): this {
    this.hand = hand;
    this.tableau = tableau;
    this.discards = discards;
    this.duelCards = duelCards;
    this.krownDrawn = krownDrawn;
    this.xHigh = xHigh;
    this.tableauBits = bits;
    // The body parts present, of any suit, are the suits' part bits together: one walk of the
    // tableau instead of two (missingParts would read every card's index again).
    let parts = 0;
    for (let suit = 0; suit < SUITS; suit++) parts |= (bits >> (suit * 3)) & 7;
    this.missing = 7 & ~parts;
    this.topsKnown = false;
    this.sure = UNKNOWN;
    return this;
  }

  private tops(): number[] {
    const tops = this.topsBySuit;
    if (!this.topsKnown) {
      for (let suit = 0; suit < SUITS; suit++) tops[suit] = 0;
      // A bit per number card that the bot holds or anyone has shown.
      let seen = pileBits(this.discards) | seenBits(this.duelCards);
      for (let i = 0; i < this.hand.length; i++) {
        const index = dwynIndexOrMissing(this.hand[i] as DwynCard);
        if (!isNumberAt(index)) continue;
        seen |= numberBit(index);
        const suit = suitAt(index);
        tops[suit] = Math.max(tops[suit] as number, strengthAt(index, this.xHigh));
      }
      for (let suit = 0; suit < SUITS; suit++) tops[SUITS + suit] = unseenTop(suit, seen, this.xHigh);
      this.topsKnown = true;
    }
    return tops;
  }

  /** A suit in which no card anyone else may hold beats the bot's best: a duel it cannot lose. */
  private sureSuit(): number {
    if (this.sure !== UNKNOWN) return this.sure;
    const tops = this.tops();
    let best = -1;
    for (let suit = 0; suit < SUITS; suit++) {
      const top = tops[suit] as number;
      if (top > 0 && top > (tops[SUITS + suit] as number) && (best < 0 || top > (tops[best] as number))) best = suit;
    }
    this.sure = best;
    return best;
  }

  private bestStrength(): number {
    const tops = this.tops();
    let best = tops[0] as number;
    for (let suit = 1; suit < SUITS; suit++) best = Math.max(best, tops[suit] as number);
    return best;
  }

  private needs(index: number): boolean {
    return isBodyAt(index) && (this.missing & (1 << partAt(index))) !== 0;
  }

  /** Would laying out this body card give the bot a whole same-suit trio? */
  private completesTrio(index: number): boolean {
    const bits = (this.tableauBits >> (suitAt(index) * 3)) & 7;
    return (bits | (1 << partAt(index))) === 7 && bits !== 7;
  }

  /** How much the bot wants to keep a card in hand. */
  private keep(index: number): number {
    if (index === STEAL_INDEX) return 90;
    if (index === DWYN_INDEX) return 85;
    if (isNumberAt(index)) return 10 + 12 * Math.min(strengthAt(index, this.xHigh), 5);
    if (this.needs(index) || this.completesTrio(index)) return 80;
    return 20;
  }

  score(action: DwynAction): number {
    switch (action.type) {
      case 'steal':
        return this.stealScore(dwynIndexOrMissing(action.card));
      case 'dwyn':
        return this.dwynScore(dwynIndexOrMissing(action.card));
      case 'lay':
        return this.layScore(dwynIndexOrMissing(action.card));
      case 'discard':
        return this.discardScore(dwynIndexOrMissing(action.card));
      case 'pass':
        return 0;
      default:
        return -100;
    }
  }

  /** A STEAL at an opponent's card of this index. */
  stealScore(index: number): number {
    if (index === KROWN_INDEX) return 1000;
    return this.needs(index) ? 300 : 120;
  }

  /** A DWYN challenge for an opponent's card of this index. */
  dwynScore(index: number): number {
    const sure = this.sureSuit() >= 0;
    if (index === KROWN_INDEX) return sure ? 900 : this.bestStrength() >= 4 ? 150 : 0;
    if (this.needs(index)) return sure ? 280 : 40;
    return sure ? 60 : -20;
  }

  layScore(index: number): number {
    if (this.completesTrio(index)) return 250;
    if (this.needs(index)) return 200;
    // A spare body part: shed it when going out matters (the KROWN is out), else keep it hidden.
    return this.krownDrawn ? 95 : 15;
  }

  discardScore(index: number): number {
    return 100 - this.keep(index);
  }

  /** After the KROWN: draw unless holding it with a body, or unless the best move now is a KROWN grab. */
  wantsToDraw(bestScore: number): boolean {
    if (hasKrown(this.tableau)) return this.missing !== 0;
    return bestScore < 900;
  }

  /**
   * The suit to name in a duel: a sure one, else the one with the best top card and most numbers
   * against the best still unseen. With no number card in hand, that is the suit whose best unseen
   * card is weakest (the first suit was named before, whatever was still out).
   */
  duelSuit(): number {
    const sure = this.sureSuit();
    if (sure >= 0) return sure;
    const tops = this.tops();
    let suit = 0;
    let bestValue = -Infinity;
    for (let s = 0; s < SUITS; s++) {
      const value = (tops[s] as number) * 10 + this.numbersOfSuit(s) - (tops[SUITS + s] as number);
      if (value > bestValue) {
        bestValue = value;
        suit = s;
      }
    }
    return suit;
  }

  private numbersOfSuit(suit: number): number {
    let count = 0;
    for (let i = 0; i < this.hand.length; i++) {
      const index = dwynIndexOrMissing(this.hand[i] as DwynCard);
      if (suitAt(index) === suit && isNumberAt(index)) count++;
    }
    return count;
  }
}

/** The bit of a number card in a 30-bit set: five number cards a suit. */
function numberBit(index: number): number {
  return 1 << (suitAt(index) * NUMBERS_PER_SUIT + partAt(index) - 3);
}

function seenBits(cards: readonly DwynCard[]): number {
  let bits = 0;
  for (let i = 0; i < cards.length; i++) {
    const index = dwynIndexOrMissing(cards[i] as DwynCard);
    if (isNumberAt(index)) bits |= numberBit(index);
  }
  return bits;
}

// The discard pile's seenBits, kept for the last pile asked about. Before the KROWN the pile only
// grows, one card a turn, and was walked whole for every DWYN judged; a pile that starts with the
// last one asked about is read only from where that one ended.
let lastPile: readonly DwynCard[] = NO_CARDS;
let lastPileBits = 0;

function pileBits(cards: readonly DwynCard[]): number {
  if (cards === lastPile) return lastPileBits;
  const known = lastPile.length;
  let from = 0;
  let bits = 0;
  if (known > 0 && cards.length >= known) {
    let same = true;
    for (let i = 0; i < known; i++) {
      if (cards[i] !== lastPile[i]) {
        same = false;
        break;
      }
    }
    if (same) {
      from = known;
      bits = lastPileBits;
    }
  }
  for (let i = from; i < cards.length; i++) {
    const index = dwynIndexOrMissing(cards[i] as DwynCard);
    if (isNumberAt(index)) bits |= numberBit(index);
  }
  lastPile = cards;
  lastPileBits = bits;
  return bits;
}

/** The best strength among a suit's number cards not in `seen`; 0 when all are seen. */
function unseenTop(suit: number, seen: number, xHigh: boolean): number {
  let top = 0;
  for (let part = 3; part < PER_SUIT; part++) {
    const index = suit * PER_SUIT + part;
    if ((seen & numberBit(index)) === 0) top = Math.max(top, strengthAt(index, xHigh));
  }
  return top;
}
