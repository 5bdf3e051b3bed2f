// Playing a trick (rules first-lead to point-cards, leftover-card). The leader's face names the shade; everyone follows by
// the face in that shade; the highest face of the led suit wins, Aces high. A trick's points are
// its cards' faces in its shade only. A shade breaks when a trick of that shade holds one of its
// point faces; with three players, the first trick to break hearts also takes the leftover card.
//
// This runs for every card of every random playout, so it is written for speed: one state copy per
// play (an object literal naming every field), plain loops, shared constants for the plays and the
// broken shades, and events built only when apply asks for them (events?.push).

import type { EventSink } from '../core/events.ts';
import type { GameEvent, Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { seatCount } from '../core/seats.ts';
import {
  cardIndex,
  DARK_HAND_DECK,
  face,
  FACE_POINTS,
  FACE_RANK,
  FACE_SUIT_NUMBER,
  facePoints,
  HEARTS,
  shadeAt,
  shadeBit,
  type DarkCard,
  type Shade,
} from './deck.ts';
import { isPointLead, playLimit, PlayLimit } from './legal.ts';
import type { DarkHeartsRule } from './rules.ts';
import { endHand } from './scoring.ts';
import { draftOf, isBroken, type CompletedTrick, type DarkHeartsState, type Play, type ShadePoints } from './state.ts';

export function playCard(
  state: DarkHeartsState,
  seat: Seat,
  card: DarkCard,
  shade: Shade,
  events: EventSink<DarkHeartsRule>,
): DarkHeartsState {
  const hands = replaceAt(state.hands, seat, without(state.hands[seat] ?? [], card));
  const index = cardIndex(card);
  const led = state.trick;
  const leader = led === null ? seat : led.leader;
  const trickShade = led === null ? shade : led.shade;
  const plays =
    led === null
      ? (LEADS[seat * DARK_HAND_DECK.length + index] as readonly Play[])
      : appended(led.plays, play(seat, index));
  events?.push(playEvent(playRule(state, seat, card, shade), seat, 2 * index + shadeBit(trickShade)));
  if (plays.length === seatCount(state)) return completeTrick(state, hands, leader, trickShade, plays, events);
  const next = draftOf(state);
  next.hands = hands;
  next.trick = { leader, shade: trickShade, plays };
  return next;
}

/** The rules a play can cite, numbered for the table of play events. */
enum PlayRule {
  FollowSuit,
  FirstLead,
  ChooseShade,
  LeadRestriction,
}
const PLAY_RULE_IDS: readonly DarkHeartsRule[] = ['follow-suit', 'first-lead', 'choose-shade', 'lead-restriction'];

/** The rule that allowed a play: a follow, the first lead, a free lead, or a forced point lead. */
function playRule(state: DarkHeartsState, seat: Seat, card: DarkCard, shade: Shade): PlayRule {
  if (state.trick !== null) return PlayRule.FollowSuit;
  if (state.tricksPlayed === 0) return PlayRule.FirstLead;
  const forced =
    playLimit(state, seat) === PlayLimit.LeadAnything &&
    isPointLead(state, card, shade) &&
    !isBroken(state.broken, shade);
  return forced ? PlayRule.LeadRestriction : PlayRule.ChooseShade;
}

/** Does the face at `at` (deck.ts) break hearts in its shade when it is in a trick (rule hearts-broken)? */
function breaksAt(state: DarkHeartsState, at: number): boolean {
  return FACE_SUIT_NUMBER[at] === HEARTS || (state.options.queenBreaks && FACE_POINTS[at] === 13);
}

/** The last card of a trick is in: `hands` and `plays` already hold it. */
function completeTrick(
  state: DarkHeartsState,
  hands: readonly (readonly DarkCard[])[],
  leader: Seat,
  shade: Shade,
  plays: readonly Play[],
  events: EventSink<DarkHeartsRule>,
): DarkHeartsState {
  const bit = shadeBit(shade);
  // The highest face of the led suit wins (each face's place in the face tables worked out once).
  const led = FACE_SUIT_NUMBER[2 * cardIndex((plays[0] as Play).card) + bit];
  let winning = plays[0] as Play;
  let winningAt = -1;
  let points = 0;
  let breaking = false;
  for (let i = 0; i < plays.length; i++) {
    const play = plays[i] as Play;
    const at = 2 * cardIndex(play.card) + bit;
    points += FACE_POINTS[at] as number;
    breaking ||= breaksAt(state, at);
    if (
      FACE_SUIT_NUMBER[at] === led &&
      (winningAt < 0 || (FACE_RANK[at] as number) > (FACE_RANK[winningAt] as number))
    ) {
      winning = play;
      winningAt = at;
    }
  }
  const winner = winning.seat;
  events?.push(trickWonEvent(winner, points, winningAt));

  let broken = state.broken;
  let leftoverTakenBy = state.leftoverTakenBy;
  if (!isBroken(broken, shade) && breaking) {
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
  const completed: CompletedTrick = { leader, shade, plays, winner, points };
  const next = draftOf(state);
  next.hands = hands;
  next.leftoverTakenBy = leftoverTakenBy;
  next.leader = winner;
  next.trick = null;
  next.tricksPlayed = state.tricksPlayed + 1;
  next.lastTrick = completed;
  next.played = withPlayed(state.played, plays);
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

// Shared values and list helpers for the code above.

/** Every play of a card by a seat, built once (up to four seats), by seat and deck position. */
const PLAYS: readonly Play[] = [0, 1, 2, 3].flatMap((seat) =>
  DARK_HAND_DECK.map((card): Play => Object.freeze({ seat, card })),
);
/** Each play alone in a list: a trick just led (shared; a trick's list of plays is never changed). */
const LEADS: readonly (readonly Play[])[] = PLAYS.map((p) => [p]);

function play(seat: Seat, index: number): Play {
  return PLAYS[seat * DARK_HAND_DECK.length + index] as Play;
}

// The events of plays and tricks repeat exactly (the same seat playing the same face under the
// same rule), so each is made once, frozen, and shared from a table: apply builds no object for
// them. Written for speed, as the tables below.

/** The event of a play: the card, in the trick's shade (its face's place `at` in the face tables). */
function playEvent(rule: PlayRule, seat: Seat, at: number): GameEvent<DarkHeartsRule> {
  return (PLAY_EVENTS[(rule * 4 + seat) * FACES + at] ??= Object.freeze({
    kind: rule === PlayRule.FollowSuit ? 'play' : 'lead',
    rule: PLAY_RULE_IDS[rule] as DarkHeartsRule,
    seat,
    cards: [DARK_HAND_DECK[at >> 1] as DarkCard],
    detail: (at & 1) === 0 ? LIGHT_DETAIL : DARK_DETAIL,
  }));
}

/** The event of a trick won by `seat` with the face at `at`, holding `points` in its shade. */
function trickWonEvent(seat: Seat, points: number, at: number): GameEvent<DarkHeartsRule> {
  const shade = shadeAt(at);
  return (TRICK_EVENTS[(seat * MOST_POINTS + points) * FACES + at] ??= Object.freeze({
    kind: 'trick-won',
    rule: 'trick-winner',
    seat,
    detail: Object.freeze({ shade, points, face: face(DARK_HAND_DECK[at >> 1] as DarkCard, shade) }),
  }));
}

const FACES = 2 * DARK_HAND_DECK.length;
/** More points than four faces in one shade can hold (a trick's points before the leftover card). */
const MOST_POINTS = 32;
const PLAY_EVENTS = new Array<GameEvent<DarkHeartsRule> | undefined>(4 * 4 * FACES).fill(undefined);
const TRICK_EVENTS = new Array<GameEvent<DarkHeartsRule> | undefined>(4 * MOST_POINTS * FACES).fill(undefined);
const LIGHT_DETAIL = Object.freeze({ shade: 'L' });
const DARK_DETAIL = Object.freeze({ shade: 'D' });

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
function withPlayed(played: readonly DarkCard[], plays: readonly Play[]): DarkCard[] {
  const out = new Array<DarkCard>(played.length + plays.length);
  for (let i = 0; i < played.length; i++) out[i] = played[i] as DarkCard;
  for (let i = 0; i < plays.length; i++) out[played.length + i] = (plays[i] as Play).card;
  return out;
}

function allEmpty(hands: readonly (readonly DarkCard[])[]): boolean {
  for (const hand of hands) if (hand.length > 0) return false;
  return true;
}
