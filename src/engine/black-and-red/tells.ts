// What the other player's play says about their hand, for the strong bot's sampled deals
// (SearchSpec.plausible). A sampled deal that contradicts it is drawn again.
//
// - A go: they had no card of the run's colour that fit under 31, and draw nothing until the run
//   ends, while the total only rises; so they hold none that fits now.
// - A discard: the heuristic bot discards the card it scores highest (bot.ts, discardScore: the
//   colour it does not collect, then exactly 31, then the highest total). So when they discarded a
//   card, they held none that scored higher. Read for each of their discards in the current run,
//   as long as nobody has said go in it (then the discards alternate, the last being theirs, and
//   each can be told to be theirs). After k turns, at least 7 - k of the cards they hold were held
//   then (a card they discarded since may have been drawn since, so it tells nothing). A sampled
//   hand's order means nothing, so its last k cards are taken to be the ones that may have been
//   drawn since. In the real game a drawn card goes to the end of the hand, so the real deal of a
//   hand the bot played always agrees (tests/engine/search/search.test.ts checks it).

import { cardIndex, isRedAt, rankAt, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { discardScore } from './bot.ts';
import { mustSayGo } from './legal.ts';
import { LIMIT } from './options.ts';
import { valueOf, type BlackAndRedState } from './state.ts';

/** Whether `world` agrees with what the player other than `seat` has shown by their play. */
export function agreesWithPlay(world: BlackAndRedState, seat: Seat): boolean {
  const other = 1 - seat;
  const hand = world.hands[other] ?? [];
  if (world.goes[other] === true) return mustSayGo(world, hand);
  if (world.goes[seat] === true || world.lastDiscarder !== other) return true;
  return discardsAgree(world, other, hand);
}

function discardsAgree(world: BlackAndRedState, other: Seat, hand: readonly Card[]): boolean {
  const { run, options } = world;
  const mine = world.targets[other];
  // P1's first draw of the hand is the upcard, after its first discard: not held before it.
  const firstRun = world.discards.length === 0 && !world.upcardShowing;
  let drawn = 0;
  for (let i = run.length - 1; i >= 0 && drawn < hand.length; i -= 2) {
    drawn++;
    let total = 0;
    for (let j = 0; j < i; j++) total += valueOf(rankAt(cardIndex(run[j] as Card)), options.cardValues);
    const lead = i === 0;
    const red = isRedAt(cardIndex(run[0] as Card));
    const chosen = discardScore(cardIndex(run[i] as Card), total, mine, options);
    const beats = (card: Card): boolean => {
      const index = cardIndex(card);
      if (!lead && (isRedAt(index) !== red || total + valueOf(rankAt(index), options.cardValues) > LIMIT)) return false;
      return discardScore(index, total, mine, options) > chosen;
    };
    for (let j = 0; j < hand.length - drawn; j++) {
      const card = hand[j] as Card;
      if (lead && firstRun && card === world.upcard) continue;
      if (beats(card)) return false;
    }
  }
  return true;
}
