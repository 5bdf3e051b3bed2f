// A seat's share of the pot by sampling, shared by the bot (bot.ts, from its view) and the search's
// playouts (playout.ts, from the state): the cards the seat cannot see are dealt at random to the
// players still in and to the final card, and every hand is scored as the showdown scores it
// (conditions.ts, scoreFive: numbers, no objects). A tie counts as a share. Both callers seed the
// generator with seedOf, from what the seat sees, so the same table gives the same samples, and a
// playout's fewer samples are the first of the bot's.

import type { Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import type { Random } from '../core/rng.ts';
import { compareScores, newScore, scoreFive, type Score, type ShowdownOptions } from './conditions.ts';
import { DAY_CARDS, MOON, rankAt, suitNumberAt } from './deck.ts';
import { MAX_PLAYERS } from './options.ts';

/** What the seat knows of a showdown to come: the sampler's input. */
export interface Spot {
  /** The cards the seat cannot see (deck indices, deck order): the first `unseenCount` count. */
  readonly unseen: Int32Array;
  readonly unseenCount: number;
  /** The community cards dealt (deck indices); the rest of the three are sampled. */
  readonly community: ArrayLike<number>;
  readonly shown: number;
  /** Each other player still in, in seat order: whether it substituted (its hand scores a point less). */
  readonly opponents: readonly boolean[];
  readonly options: ShowdownOptions;
}

/** A hand the seat might hold: two deck indices, -1 for the card a swap would draw. */
export type Hold = readonly number[];

/**
 * The generator's seed: the hand, the seat and the cards it holds and sees, so the same cards give
 * the same samples, and the seat's estimate stays one number while its cards and the board do not
 * change (the bets made do not enter it: a bot that re-drew at every bet could bet a hand, then
 * check it, on the very same cards, and the search's playouts could not reuse an estimate).
 */
export function seedOf(handNumber: number, seat: Seat, community: readonly Card[], hole: readonly Card[]): number {
  let h = handNumber * 7919 + seat * 104729;
  for (const card of community) h = mix(h, card);
  for (const card of hole) h = mix(h, card);
  return h | 0;
}

function mix(h: number, card: Card): number {
  for (let i = 0; i < card.length; i++) h = Math.imul(h ^ card.charCodeAt(i), 0x01000193);
  return h;
}

/** Deals `count` distinct cards to the front of `pool` (a partial shuffle of the scratch copy). */
function draw(pool: Int32Array, size: number, count: number, random: Random): void {
  for (let i = 0; i < count; i++) {
    const j = random.int(i, size - 1);
    const tmp = pool[i] as number;
    pool[i] = pool[j] as number;
    pool[j] = tmp;
  }
}

/** The suits of the Moons among two cards (deck indices), as a mask. */
function moonsOf(a: number, b: number): number {
  return (rankAt(a) === MOON ? 1 << suitNumberAt(a) : 0) | (rankAt(b) === MOON ? 1 << suitNumberAt(b) : 0);
}

// Scratch for the samples: the unseen cards, each player's five cards (hole, hole, community),
// the Moons each player's hole cards show, and each player's score. Player 0 is the seat.
const POOL = new Int32Array(DAY_CARDS.length);
const FIVES = Array.from({ length: MAX_PLAYERS }, () => [0, 0, 0, 0, 0]);
const MOONS = new Int32Array(MAX_PLAYERS);
const SCORES: Score[] = Array.from({ length: MAX_PLAYERS }, newScore);
// Once the final card is out, the seat's own five cards are the same in every sample and its score
// changes only with the Moons the others show (3 bits): scored once for each mask met (bit m of
// ownScored: OWN[m] holds it), not once a sample.
const OWN: Score[] = Array.from({ length: 8 }, newScore);
let ownScored = 0;

/**
 * The seat's share of the pot over `samples` sampled deals for each of `holds` (a hold with a
 * swapped card draws it as the spare and is penalised, as is every hold once the seat has
 * substituted), each player seeing the others' hole cards as shown. Written into `out`.
 */
export function shares(
  spot: Spot,
  holds: readonly Hold[],
  substituted: boolean,
  random: Random,
  samples: number,
  out: number[],
): number[] {
  const { unseen, unseenCount, community, shown, opponents, options } = spot;
  const missing = 3 - shown;
  const players = opponents.length + 1;
  const dealt = opponents.length * 2 + missing + 1;
  for (let o = 0; o < holds.length; o++) out[o] = 0;
  const fixed = missing === 0 && holds.length === 1 && (holds[0] as Hold)[0] !== -1 && (holds[0] as Hold)[1] !== -1;
  ownScored = 0;
  for (let k = 0; k < samples; k++) {
    for (let i = 0; i < unseenCount; i++) POOL[i] = unseen[i] as number;
    draw(POOL, unseenCount, dealt, random);
    const spare = POOL[dealt - 1] as number;
    // Everyone's five cards: the community (the missing cards drawn after the opponents' holes).
    for (let p = 0; p < players; p++) {
      const five = FIVES[p] as number[];
      for (let c = 0; c < 3; c++) {
        five[2 + c] = c < shown ? (community[c] as number) : (POOL[opponents.length * 2 + c - shown] as number);
      }
      if (p > 0) {
        five[0] = POOL[2 * (p - 1)] as number;
        five[1] = POOL[2 * (p - 1) + 1] as number;
        MOONS[p] = moonsOf(five[0], five[1]);
      }
    }
    for (let o = 0; o < holds.length; o++) {
      const mine = FIVES[0] as number[];
      const cards = holds[o] as Hold;
      mine[0] = cards[0] === -1 ? spare : (cards[0] as number);
      mine[1] = cards[1] === -1 ? spare : (cards[1] as number);
      MOONS[0] = moonsOf(mine[0], mine[1]);
      let all = 0;
      for (let p = 0; p < players; p++) all |= MOONS[p] as number;
      // The Moons the others show: every other hand's (a suit's Moon is in one hand only).
      const shownToMe = all & ~(MOONS[0] as number);
      const penalised = substituted || cards[0] === -1 || cards[1] === -1;
      let own = SCORES[0] as Score;
      if (!fixed) scoreFive(mine, shownToMe, penalised, options, own);
      else {
        own = OWN[shownToMe] as Score;
        if ((ownScored & (1 << shownToMe)) === 0) scoreFive(mine, shownToMe, penalised, options, own);
        ownScored |= 1 << shownToMe;
      }
      let ties = 0;
      let lost = false;
      // Each opponent is scored only while the seat still leads: one better hand decides the sample.
      for (let p = 1; p < players; p++) {
        const outside = all & ~(MOONS[p] as number);
        scoreFive(FIVES[p] as number[], outside, opponents[p - 1] === true, options, SCORES[p] as Score);
        const c = compareScores(own, SCORES[p] as Score);
        if (c < 0) {
          lost = true;
          break;
        }
        if (c === 0) ties++;
      }
      if (!lost) out[o] = (out[o] as number) + 1 / (ties + 1);
    }
  }
  for (let o = 0; o < holds.length; o++) out[o] = (out[o] as number) / samples;
  return out;
}
