// Playing a trick (rules first-lead to point-cards, leftover-card). The leader's face names the shade; everyone follows by
// the face in that shade; the highest face of the led suit wins, Aces high. A trick's points are
// its cards' faces in its shade only. A shade breaks when a trick of that shade holds one of its
// point faces; with three players, the first trick to break hearts also takes the leftover card.
//
// This runs for every card of every random playout, so it is written for speed: one state copy per
// play (an object literal naming every field), plain loops, shared constants for the plays and the
// broken shades, and events built only when apply asks for them (events?.push).

import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { seatCount } from '../core/seats.ts';
import {
  cardIndex,
  DARK_HAND_DECK,
  face,
  facePoints,
  faceRank,
  faceSuit,
  isHeartFace,
  isQueenOfSpadesFace,
  type DarkCard,
  type Shade,
} from './deck.ts';
import { isPointLead, ledSuit, playLimit } from './legal.ts';
import type { DarkHeartsRule } from './rules.ts';
import { endHand } from './scoring.ts';
import {
  draftOf,
  type CompletedTrick,
  type DarkHeartsState,
  type Play,
  type ShadePoints,
  type Trick,
} from './state.ts';

export function playCard(
  state: DarkHeartsState,
  seat: Seat,
  card: DarkCard,
  shade: Shade,
  events: EventSink<DarkHeartsRule>,
): DarkHeartsState {
  const hands = replaceAt(state.hands, seat, without(state.hands[seat] ?? [], card));
  const led = state.trick;
  const trick: Trick =
    led === null
      ? { leader: seat, shade, plays: [playOf(seat, card)] }
      : { leader: led.leader, shade: led.shade, plays: appended(led.plays, playOf(seat, card)) };
  events?.push({
    kind: led === null ? 'lead' : 'play',
    rule: playRule(state, seat, card, shade),
    seat,
    cards: ALONE[cardIndex(card)] as readonly DarkCard[],
    detail: SHADE_DETAIL[trick.shade],
  });
  if (trick.plays.length === seatCount(state)) return completeTrick(state, hands, trick, events);
  const next = draftOf(state);
  next.hands = hands;
  next.trick = trick;
  return next;
}

/** The rule that allowed a play: the first lead, a free lead, a forced point lead, or a follow. */
function playRule(state: DarkHeartsState, seat: Seat, card: DarkCard, shade: Shade): DarkHeartsRule {
  if (state.trick !== null) return 'follow-suit';
  if (state.tricksPlayed === 0) return 'first-lead';
  const forced = playLimit(state, seat) === 'lead-anything' && isPointLead(state, card, shade) && !state.broken[shade];
  return forced ? 'lead-restriction' : 'choose-shade';
}

/** Does this trick hold a point face that breaks hearts in its shade (rule hearts-broken)? */
function breaks(state: DarkHeartsState, trick: Trick): boolean {
  for (const { card } of trick.plays) {
    if (isHeartFace(card, trick.shade) || (state.options.queenBreaks && isQueenOfSpadesFace(card, trick.shade)))
      return true;
  }
  return false;
}

/** The last card of a trick is in: `hands` and `trick` already hold it. */
function completeTrick(
  state: DarkHeartsState,
  hands: readonly (readonly DarkCard[])[],
  trick: Trick,
  events: EventSink<DarkHeartsRule>,
): DarkHeartsState {
  const shade = trick.shade;
  const led = ledSuit(trick);
  let winner = trick.leader;
  let best = -1;
  let points = 0;
  for (const { seat, card } of trick.plays) {
    points += facePoints(card, shade);
    if (faceSuit(card, shade) === led && faceRank(card, shade) > best) {
      best = faceRank(card, shade);
      winner = seat;
    }
  }
  events?.push({
    kind: 'trick-won',
    rule: 'trick-winner',
    seat: winner,
    detail: { shade, points, face: face(winnerCard(trick, winner), shade) },
  });

  let broken = state.broken;
  let leftoverTakenBy = state.leftoverTakenBy;
  if (!broken[shade] && breaks(state, trick)) {
    const firstBreak = !broken.L && !broken.D;
    broken = withBroken(broken, shade);
    events?.push({ kind: 'hearts-broken', rule: 'hearts-broken', seat: winner, detail: { shade } });
    if (firstBreak && state.leftover !== null && leftoverTakenBy === null) {
      // Rule leftover-card: the leftover goes with the first trick that breaks hearts, scored in its shade only.
      const extra = facePoints(state.leftover, shade);
      points += extra;
      leftoverTakenBy = winner;
      events?.push({
        kind: 'leftover-taken',
        rule: 'leftover-card',
        seat: winner,
        cards: [state.leftover],
        detail: { shade, points: extra },
      });
    }
  }
  const completed: CompletedTrick = { leader: trick.leader, shade, plays: trick.plays, winner, points };
  const next = draftOf(state);
  next.hands = hands;
  next.leftoverTakenBy = leftoverTakenBy;
  next.leader = winner;
  next.trick = null;
  next.tricksPlayed = state.tricksPlayed + 1;
  next.lastTrick = completed;
  next.played = withPlayed(state.played, trick);
  next.broken = broken;
  if (points > 0) {
    next.handPoints = replaceAt(
      state.handPoints,
      winner,
      addPoints(state.handPoints[winner] as ShadePoints, shade, points),
    );
  }
  return allEmpty(hands) ? endHand(next, events) : next;
}

function winnerCard(trick: Trick, winner: Seat): DarkCard {
  return (trick.plays.find((p) => p.seat === winner) ?? trick.plays[0])?.card as DarkCard;
}

// Shared values and list helpers for the code above.

/** Every play of a card by a seat, built once (up to four seats). */
const PLAYS: readonly Play[] = [0, 1, 2, 3].flatMap((seat) =>
  DARK_HAND_DECK.map((card): Play => Object.freeze({ seat, card })),
);

function playOf(seat: Seat, card: DarkCard): Play {
  return PLAYS[seat * DARK_HAND_DECK.length + cardIndex(card)] as Play;
}

/** Each card alone in a list, and each shade as an event's detail: parts of the play events. */
const ALONE: readonly (readonly DarkCard[])[] = DARK_HAND_DECK.map((card) => Object.freeze([card]));
const SHADE_DETAIL = { L: Object.freeze({ shade: 'L' }), D: Object.freeze({ shade: 'D' }) } as const;

/** The broken shades, by [Light][Dark]. */
const BROKEN = [
  [Object.freeze({ L: false, D: false }), Object.freeze({ L: false, D: true })],
  [Object.freeze({ L: true, D: false }), Object.freeze({ L: true, D: true })],
] as const;

/** `broken` with `shade` broken too. */
function withBroken(broken: DarkHeartsState['broken'], shade: Shade): DarkHeartsState['broken'] {
  return BROKEN[shade === 'L' || broken.L ? 1 : 0][shade === 'D' || broken.D ? 1 : 0];
}

function addPoints(p: ShadePoints, shade: Shade, points: number): ShadePoints {
  return shade === 'L' ? { L: p.L + points, D: p.D } : { L: p.L, D: p.D + points };
}

// Each list below is allocated at its final length and filled, so building it allocates once.

function without(hand: readonly DarkCard[], card: DarkCard): DarkCard[] {
  const out = new Array<DarkCard>(hand.length - 1);
  let at = 0;
  for (const c of hand) if (c !== card) out[at++] = c;
  return out;
}

function appended(plays: readonly Play[], play: Play): Play[] {
  const out = new Array<Play>(plays.length + 1);
  for (let i = 0; i < plays.length; i++) out[i] = plays[i] as Play;
  out[plays.length] = play;
  return out;
}

/** The cards played so far this hand, then this trick's. */
function withPlayed(played: readonly DarkCard[], trick: Trick): DarkCard[] {
  const out = new Array<DarkCard>(played.length + trick.plays.length);
  for (let i = 0; i < played.length; i++) out[i] = played[i] as DarkCard;
  for (let i = 0; i < trick.plays.length; i++) out[played.length + i] = (trick.plays[i] as Play).card;
  return out;
}

function allEmpty(hands: readonly (readonly DarkCard[])[]): boolean {
  for (const hand of hands) if (hand.length > 0) return false;
  return true;
}
