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
import { missingParts, suitBits } from './tableau.ts';
import type { DwynView } from './view.ts';

export const dwynHeuristicBot: Bot<DwynView, DwynAction> = (view, legal, seat) => {
  const first = legal[0];
  if (first === undefined) throw new Error('The bot was asked to act with no legal action.');
  if (legal.length === 1) return first;
  const me = new Mind(view, seat);
  if (view.stage === 'suit') return me.pickSuit(legal);
  if (view.stage === 'duel') return me.answer(legal);
  let best = first;
  let bestScore = -Infinity;
  let canDraw = false;
  for (const action of legal) {
    if (action.type === 'draw') {
      canDraw = true;
      continue;
    }
    const s = me.score(action);
    if (s > bestScore) {
      best = action;
      bestScore = s;
    }
  }
  if (canDraw && me.wantsToDraw(bestScore)) return legal.find((a) => a.type === 'draw') ?? best;
  return best;
};

/** What the bot knows and wants, worked out once per decision. */
class Mind {
  readonly hand: readonly DwynCard[];
  readonly tableau: readonly DwynCard[];
  readonly missing: number;
  readonly krown: boolean;
  readonly xHigh: boolean;
  /** Per suit: the strength of the best card that neither the bot holds nor anyone has shown. */
  private readonly unseenTop: number[];
  /** Per suit: the bot's best strength. */
  private readonly myTop: number[];

  constructor(
    readonly view: DwynView,
    readonly seat: Seat,
  ) {
    const mine = view.seats[seat];
    this.hand = mine?.cards ?? [];
    this.tableau = mine?.tableau ?? [];
    this.missing = missingParts(this.tableau);
    this.krown = mine?.krown ?? false;
    this.xHigh = view.options.xRank === 'high';
    const seen = new Set<number>();
    for (const card of view.discards) seen.add(dwynIndexOrMissing(card));
    for (const card of view.duel?.cards ?? []) seen.add(dwynIndexOrMissing(card));
    this.myTop = [0, 0, 0, 0, 0, 0];
    for (const card of this.hand) {
      const index = dwynIndexOrMissing(card);
      if (isNumberAt(index)) {
        seen.add(index);
        const suit = suitAt(index);
        this.myTop[suit] = Math.max(this.myTop[suit] ?? 0, strengthAt(index, this.xHigh));
      }
    }
    this.unseenTop = [0, 0, 0, 0, 0, 0];
    for (let suit = 0; suit < 6; suit++) {
      for (let part = 3; part < PER_SUIT; part++) {
        const index = suit * PER_SUIT + part;
        if (!seen.has(index)) this.unseenTop[suit] = Math.max(this.unseenTop[suit] ?? 0, strengthAt(index, this.xHigh));
      }
    }
  }

  /** A suit in which no card anyone else may hold beats the bot's best: a duel it cannot lose. */
  private sureSuit(): number {
    let best = -1;
    for (let suit = 0; suit < 6; suit++) {
      const top = this.myTop[suit] ?? 0;
      if (top > 0 && top > (this.unseenTop[suit] ?? 0) && (best < 0 || top > (this.myTop[best] ?? 0))) best = suit;
    }
    return best;
  }

  private needs(index: number): boolean {
    return isBodyAt(index) && (this.missing & (1 << partAt(index))) !== 0;
  }

  /** Would laying out this body card give the bot a whole same-suit trio? */
  private completesTrio(index: number): boolean {
    const suit = suitAt(index);
    const bits = (suitBits(this.tableau) >> (suit * 3)) & 7;
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
      case 'steal': {
        const index = dwynIndexOrMissing(action.card);
        if (index === KROWN_INDEX) return 1000;
        return this.needs(index) ? 300 : 120;
      }
      case 'dwyn': {
        const index = dwynIndexOrMissing(action.card);
        const sure = this.sureSuit() >= 0;
        if (index === KROWN_INDEX) return sure ? 900 : this.bestStrength() >= 4 ? 150 : 0;
        if (this.needs(index)) return sure ? 280 : 40;
        return sure ? 60 : -20;
      }
      case 'lay': {
        const index = dwynIndexOrMissing(action.card);
        if (this.completesTrio(index)) return 250;
        if (this.needs(index)) return 200;
        // A spare body part: shed it when going out matters (the KROWN is out), else keep it hidden.
        return this.view.krownDrawn ? 95 : 15;
      }
      case 'discard':
        return 100 - this.keep(dwynIndexOrMissing(action.card));
      case 'pass':
        return 0;
      default:
        return -100;
    }
  }

  private bestStrength(): number {
    return Math.max(...this.myTop);
  }

  /** After the KROWN: draw unless holding it with a body, or unless the best move now is a KROWN grab. */
  wantsToDraw(bestScore: number): boolean {
    if (this.krown) return this.missing !== 0;
    return bestScore < 900;
  }

  pickSuit(legal: readonly DwynAction[]): DwynAction {
    const sure = this.sureSuit();
    let suit = sure;
    if (suit < 0) {
      let bestValue = -1;
      for (let s = 0; s < 6; s++) {
        let count = 0;
        for (const card of this.hand)
          if (suitAt(dwynIndexOrMissing(card)) === s && isNumberAt(dwynIndexOrMissing(card))) count++;
        const value = (this.myTop[s] ?? 0) * 10 + count - (this.unseenTop[s] ?? 0);
        if (value > bestValue) {
          bestValue = value;
          suit = s;
        }
      }
    }
    return legal.find((a) => a.type === 'suit' && a.suit === suit) ?? (legal[0] as DwynAction);
  }

  answer(legal: readonly DwynAction[]): DwynAction {
    let best: DwynAction | null = null;
    let low = Infinity;
    for (const action of legal) {
      if (action.type !== 'play') continue;
      const strength = strengthAt(dwynIndexOrMissing(action.card), this.xHigh);
      if (strength < low) {
        low = strength;
        best = action;
      }
    }
    return best ?? (legal.find((a) => a.type === 'concede') as DwynAction);
  }
}
