// A heuristic Dawn player. It sees only its view and the legal actions.
// - Arranging: unwanted cards (black in Dawn) at both ends of the fan, where a hurried drawer
//   pulls from, and wanted cards in the middle.
// - Taking: the two middle cards of the neighbour's fan, guessing that players hide their wanted
//   cards there.
// - Picking up: the pair it took itself (it hopes it took wanted cards), then a spare pair.
// - Playing: shed the unwanted colour whenever there is a choice; lead an unwanted Ace first
//   (it clears the pile and gives another lead), otherwise the highest unwanted card.
//
// Each decision is a function of plain inputs (a hand, a rank, the pairs on the table), shared
// with the playout policy (playout.ts), which reads the same inputs from the state: one player,
// read from a view here and from the state there.

import { cardIndex, type Card } from '../core/cards.ts';
import type { Bot, Seat } from '../core/game.ts';
import { leftOf } from '../core/seats.ts';
import type { DawnAction } from './actions.ts';
import { fitsAt, playableRank, rankAtIndex } from './legal.ts';
import type { DawnOptions } from './options.ts';
import { isUnwantedAt } from './state.ts';
import type { DawnView } from './view.ts';

type Variant = DawnOptions['variant'];

export const dawnHeuristicBot: Bot<DawnView, DawnAction> = (view, legal, seat) => {
  const only = legal[0];
  if (only === undefined) throw new Error('The bot was asked to act with no legal action.');
  if (legal.length === 1) return only;
  const variant = view.options.variant;
  const hand = view.seats[seat]?.cards ?? [];

  switch (view.phase) {
    case 'arrange': {
      const at = arrangeShift(hand, variant);
      const ready = find(legal, (a) => a.type === 'ready');
      if (at === ARRANGED) return ready ?? only;
      return find(legal, (a) => a.type === 'shift' && a.at === at) ?? ready ?? only;
    }
    case 'take': {
      const middle = middleTake(view.seats[leftOf(seat, view.seats.length)]?.count ?? 2);
      return (
        find(legal, (a) => a.type === 'take' && a.positions[0] === middle && a.positions[1] === middle + 1) ?? only
      );
    }
    case 'pick': {
      const pair = pairToPick(view.pairs, seat);
      return find(legal, (a) => a.type === 'pick' && a.pair === pair) ?? only;
    }
    case 'play': {
      const rank = playableRank(hand, view.needed, view.fallback);
      const card = cardToPlay(hand, rank, view.needed === null, variant);
      return find(legal, (a) => a.type === 'play' && a.card === card) ?? only;
    }
    default:
      return only;
  }
};

/** arrangeShift's answer when the fan is in its target order: declare ready. */
export const ARRANGED = -1;

// Scratch space for arrangeShift, reused from call to call: it runs on every arranging step of
// every playout, and fresh arrays (and a sort of the hand) each time were much of its cost.
let handOrder = new Uint8Array(16);
let sortedOrder = new Uint8Array(16);
let targetOrder = new Uint8Array(16);

// A fan is arranged one shift per step, each step asking again with the hand the last shift made:
// the same cards, so the same target. The last answer is kept as the fan its shift leads to (the
// cards, and their places in handOrder); a hand that is that fan again skips the sort and the
// target, and the search for the misplaced card starts where the last one found it (a shift only
// ever moves cards at or after that position). Any other hand is worked out afresh.
const plannedHand: Card[] = [];
let plannedSize = -1;
let plannedVariant: Variant | null = null;
/** Every position before this one already holds its target card. */
let plannedSettled = 0;

/**
 * One step towards the target order (unwanted at the ends): the position of the shift that brings
 * the first misplaced card's rightful card one place nearer, or ARRANGED when the fan is in order.
 *
 * The target does not depend on the current order, or each step would chase a new one: the hand
 * sorted by suit then rank (compareCards, which is the deck's order, so the cards' places in it are
 * sorted instead), its unwanted cards dealt alternately to the front and, from the far end inwards,
 * to the back.
 */
export function arrangeShift(hand: readonly Card[], variant: Variant): number {
  const size = hand.length;
  if (variant === plannedVariant && size === plannedSize && isPlanned(hand, size)) return nextShift(size);
  if (handOrder.length < size) {
    handOrder = new Uint8Array(size);
    sortedOrder = new Uint8Array(size);
    targetOrder = new Uint8Array(size);
  }
  let unwanted = 0;
  for (let i = 0; i < size; i++) {
    const card = hand[i] as Card;
    const index = cardIndex(card);
    handOrder[i] = index;
    plannedHand[i] = card;
    if (isUnwantedAt(index, variant)) unwanted++;
    insertSorted(index, i);
  }
  if (plannedHand.length !== size) plannedHand.length = size;
  let front = 0;
  let middle = (unwanted + 1) >> 1;
  let back = size - 1;
  let unwantedSeen = 0;
  for (let i = 0; i < size; i++) {
    const index = sortedOrder[i] as number;
    if (!isUnwantedAt(index, variant)) targetOrder[middle++] = index;
    else if (unwantedSeen++ % 2 === 0) targetOrder[front++] = index;
    else targetOrder[back--] = index;
  }
  plannedVariant = variant;
  plannedSize = size;
  plannedSettled = 0;
  return nextShift(size);
}

/** Whether `hand` is the fan the last answer's shift leads to, card for card. */
function isPlanned(hand: readonly Card[], size: number): boolean {
  for (let i = 0; i < size; i++) if (hand[i] !== plannedHand[i]) return false;
  return true;
}

/** Puts `index` into its place among the first `count` entries of sortedOrder (an insertion sort: a fan is small). */
function insertSorted(index: number, count: number): void {
  let at = count;
  for (; at > 0 && (sortedOrder[at - 1] as number) > index; at--) sortedOrder[at] = sortedOrder[at - 1] as number;
  sortedOrder[at] = index;
}

/**
 * The shift bringing the card the first misplaced position wants one place nearer it, or ARRANGED;
 * the planned fan is then the fan after that shift.
 */
function nextShift(size: number): number {
  for (let wrong = plannedSettled; wrong < size; wrong++) {
    const wanted = targetOrder[wrong];
    if (handOrder[wrong] === wanted) continue;
    plannedSettled = wrong;
    // The rest of the hand holds the rest of the target, so the wanted card is further along.
    for (let from = wrong + 1; from < size; from++) {
      if (handOrder[from] !== wanted) continue;
      handOrder[from] = handOrder[from - 1] as number;
      handOrder[from - 1] = wanted as number;
      const moved = plannedHand[from] as Card;
      plannedHand[from] = plannedHand[from - 1] as Card;
      plannedHand[from - 1] = moved;
      return from - 1;
    }
    break;
  }
  plannedSettled = size;
  return ARRANGED;
}

/** The first of the two middle positions of a fan of `size` cards. */
export function middleTake(size: number): number {
  return Math.max(0, Math.floor(size / 2) - 1);
}

/** What the bot needs of a face-down pair: its view's pair and the state's alike. */
interface PairOnTable {
  readonly id: string;
  readonly owner: Seat | null;
  readonly takenBy: Seat | null;
  readonly pickedBy: Seat | null;
}

/**
 * The pair `seat` picks up: the one it took itself, else the first spare, else the first it may
 * pick up (never its own); null when there is none.
 */
export function pairToPick(pairs: readonly PairOnTable[], seat: Seat): string | null {
  let first: string | null = null;
  let spare: string | null = null;
  let mine: PairOnTable | null = null;
  for (const pair of pairs) {
    if (pair.pickedBy !== null) continue;
    if (mine === null && pair.takenBy === seat) mine = pair;
    if (pair.owner === seat) continue;
    first ??= pair.id;
    if (spare === null && pair.id.startsWith('S')) spare = pair.id;
  }
  return mine !== null && mine.owner !== seat ? mine.id : (spare ?? first);
}

/**
 * The card `hand` plays at `rank` (playableRank), or null when none fits. Following, the first
 * unwanted card that fits, else the first that fits; leading, the first unwanted Ace, else the
 * highest unwanted card, else the highest card (the first of equals, each time).
 */
export function cardToPlay(hand: readonly Card[], rank: number, leading: boolean, variant: Variant): Card | null {
  let first: Card | null = null;
  let highestShed: Card | null = null;
  let highestShedRank = 0;
  let highest: Card | null = null;
  let highestRank = 0;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i] as Card;
    const index = cardIndex(card);
    if (!fitsAt(index, rank)) continue;
    const shed = isUnwantedAt(index, variant);
    if (!leading) {
      if (shed) return card;
      first ??= card;
      continue;
    }
    const cardRank = rankAtIndex(index);
    if (shed && cardRank === 1) return card;
    if (shed && cardRank > highestShedRank) {
      highestShed = card;
      highestShedRank = cardRank;
    } else if (!shed && cardRank > highestRank) {
      highest = card;
      highestRank = cardRank;
    }
  }
  return leading ? (highestShed ?? highest) : first;
}

/** legal.find(test) as a plain loop: small enough to be inlined where it is called, with its test (faster). */
function find(legal: readonly DawnAction[], test: (a: DawnAction) => boolean): DawnAction | undefined {
  for (const action of legal) if (test(action)) return action;
  return undefined;
}
