// A heuristic Dark Hearts player. It sees only its view and the legal actions.
// - Passing: the three most dangerous cards, counting both faces: a Queen of spades face, then
//   high hearts, the King and Ace of spades (they catch the Queen), then other high cards.
// - Leading: the lowest face it may lead, avoiding point faces; the shade is whichever makes the
//   chosen card lowest, so it leads the shade that suits its hand.
// - Following: duck under the winning card with the highest face that still loses; if it cannot
//   duck, take the trick when last and the trick holds no points (with its highest card that
//   carries none itself), else play low.
// - Void: throw away what hurts most in the trick's shade (its Queen of spades face, then its
//   highest heart face), else its most dangerous card.
//
// The decisions (worstPass, choosePlay) take plain inputs: a hand, or the places in the face
// tables of the plays to choose from. The bot reads them from its view and legal actions; the
// search's playout policy (playout.ts) reads the same from the state, so both make one decision.

import type { Bot } from '../core/game.ts';
import { passAction, type DarkHeartsAction, type PassAction, type PlayAction } from './actions.ts';
import {
  cardIndex,
  DARK_HAND_DECK,
  FACE_POINTS,
  FACE_RANK,
  FACE_SUIT_NUMBER,
  faceAt,
  HEARTS,
  shadeBit,
  type DarkCard,
} from './deck.ts';
import type { Trick } from './state.ts';
import type { DarkHeartsView } from './view.ts';

export const darkHeartsHeuristicBot: Bot<DarkHeartsView, DarkHeartsAction> = (view, legal, seat) => {
  const first = legal[0];
  if (first === undefined) throw new Error('The bot was asked to act with no legal action.');
  if (legal.length === 1) return first;
  if (view.phase === 'pass') {
    const pass = worstPass(view.seats[seat]?.cards ?? []);
    // Actions are interned (actions.ts): the pass of these three cards is this very object if it is legal.
    return pass !== null && legal.includes(pass) ? pass : first;
  }
  const plays = legal.filter((a): a is PlayAction => a.type === 'play');
  if (plays.length === 0) return first;
  const faces = plays.map((a) => faceAt(a.card, a.shade));
  return plays[choosePlay(view.trick, view.seats.length, faces, faces.length)] ?? first;
};

// The bot's measures of a card or face, worked out once for every card and face: the playouts ask
// for them at every move. Indexed by place in the face tables (deck.ts), or by deck position.

/** The number of spades in FACE_SUIT_NUMBER (deck.ts). */
const SPADES = 3;

/** How much trouble the face at a place in the face tables can cause in a trick of its shade. */
function faceDanger(at: number): number {
  const rank = FACE_RANK[at] as number;
  if (FACE_POINTS[at] === 13) return 20;
  const suit = FACE_SUIT_NUMBER[at];
  if (suit === SPADES && rank > 12) return 8;
  if (suit === HEARTS) return 3 + rank / 2;
  return rank > 10 ? rank - 10 : 0;
}

/** A card's danger, both faces counted, by deck position. */
const DANGER = Float64Array.from(DARK_HAND_DECK, (_, i) => faceDanger(2 * i) + faceDanger(2 * i + 1));

/** How unwelcome a lead of a face is: low faces first, point faces last. */
const LEAD_COST = Float64Array.from({ length: 2 * DARK_HAND_DECK.length }, (_, at) => {
  return (FACE_RANK[at] as number) + ((FACE_POINTS[at] as number) > 0 ? 20 : 0);
});

/** How much a face hurts to keep when void in the led suit: the Queen of spades, then high hearts. */
const HURT = Float64Array.from({ length: 2 * DARK_HAND_DECK.length }, (_, at) => {
  const points = FACE_POINTS[at] as number;
  return (points === 13 ? 100 : 0) + points * (10 + (FACE_RANK[at] as number)) + (DANGER[at >> 1] as number);
});

/** How much trouble a card can cause, both faces counted: what the bot passes first. */
export function dangerOf(card: DarkCard): number {
  return DANGER[cardIndex(card)] as number;
}

/** Scratch for the three cards worstPass names (passAction keeps none of them). */
const WORST: DarkCard[] = ['', '', ''];

/**
 * The pass of the three most dangerous cards of `hand`, the earlier card first among equals (as a
 * stable sort would rank them); null when the hand holds fewer than three. Found in one pass over
 * the hand, keeping the best three so far, rather than by sorting a copy of it.
 */
export function worstPass(hand: readonly DarkCard[]): PassAction | null {
  let a = -1;
  let b = -1;
  let c = -1;
  let dangerA = -1;
  let dangerB = -1;
  let dangerC = -1;
  for (let i = 0; i < hand.length; i++) {
    const danger = DANGER[cardIndex(hand[i] as DarkCard)] as number;
    // Tried against the third, the second and the first place in turn: each place the card beats
    // moves the card that held it down one. (Dangers are never negative, so -1 is always beaten.)
    if (danger > dangerC) {
      c = i;
      dangerC = danger;
    }
    if (danger > dangerB) {
      c = b;
      dangerC = dangerB;
      b = i;
      dangerB = danger;
    }
    if (danger > dangerA) {
      b = a;
      dangerB = dangerA;
      a = i;
      dangerA = danger;
    }
  }
  if (c < 0) return null;
  WORST[0] = hand[a] as DarkCard;
  WORST[1] = hand[b] as DarkCard;
  WORST[2] = hand[c] as DarkCard;
  return passAction(WORST);
}

/**
 * Which of `n` plays to make, given as places in the face tables (`faces`, in the legal order):
 * a lead when `trick` is null, else a card to it; `players` is the table's size.
 */
export function choosePlay(trick: Trick | null, players: number, faces: ArrayLike<number>, n: number): number {
  return trick === null ? chooseLead(faces, n) : chooseFollow(trick, players, faces, n);
}

/** The lowest lead, the first of equals. */
function chooseLead(faces: ArrayLike<number>, n: number): number {
  let best = 0;
  for (let i = 1; i < n; i++)
    if ((LEAD_COST[faces[i] as number] as number) < (LEAD_COST[faces[best] as number] as number)) best = i;
  return best;
}

function chooseFollow(trick: Trick, players: number, faces: ArrayLike<number>, n: number): number {
  // Every card is judged by its face in the trick's shade, whichever face the play names.
  const bit = shadeBit(trick.shade);
  const led = FACE_SUIT_NUMBER[faceIn(trick.plays[0]?.card as DarkCard, bit)];
  const winning = winningRank(trick, bit, led as number);
  // Among equal ranks, as in a stable sort by rank: the lowest is the first, the highest the last.
  let duck = -1;
  let duckRank = 0;
  let low = -1;
  let lowRank = Infinity;
  // The highest card that carries no points in this shade: taking a trick with the Queen of spades
  // would give the bot the 13 points it means to avoid.
  let high = -1;
  let highRank = 0;
  for (let i = 0; i < n; i++) {
    const at = ((faces[i] as number) & ~1) | bit;
    if (FACE_SUIT_NUMBER[at] !== led) continue;
    const rank = FACE_RANK[at] as number;
    if (rank < winning && rank >= duckRank) {
      duck = i;
      duckRank = rank;
    }
    if (rank < lowRank) {
      low = i;
      lowRank = rank;
    }
    if (rank >= highRank && FACE_POINTS[at] === 0) {
      high = i;
      highRank = rank;
    }
  }
  if (low < 0) return chooseDiscard(faces, n, bit);
  if (duck >= 0) return duck;
  return trick.plays.length === players - 1 && trickPoints(trick, bit) === 0 && high >= 0 ? high : low;
}

/** The card that hurts most, the first of equals. */
function chooseDiscard(faces: ArrayLike<number>, n: number, bit: number): number {
  let best = 0;
  let bestHurt = HURT[((faces[0] as number) & ~1) | bit] as number;
  for (let i = 1; i < n; i++) {
    const hurt = HURT[((faces[i] as number) & ~1) | bit] as number;
    if (hurt > bestHurt) {
      best = i;
      bestHurt = hurt;
    }
  }
  return best;
}

/** The place in the face tables of `card`'s face in the shade of `bit` (deck.ts, shadeBit). */
function faceIn(card: DarkCard, bit: number): number {
  return 2 * cardIndex(card) + bit;
}

/** The highest rank of the led suit in the trick so far. */
function winningRank(trick: Trick, bit: number, led: number): number {
  let winning = 0;
  for (const play of trick.plays) {
    const at = faceIn(play.card, bit);
    if (FACE_SUIT_NUMBER[at] === led && (FACE_RANK[at] as number) > winning) winning = FACE_RANK[at] as number;
  }
  return winning;
}

/** The points in the trick so far, in its shade. */
function trickPoints(trick: Trick, bit: number): number {
  let points = 0;
  for (const play of trick.plays) points += FACE_POINTS[faceIn(play.card, bit)] as number;
  return points;
}
