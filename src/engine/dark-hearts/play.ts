// Playing a trick (rules first-lead to point-cards, leftover-card). The leader's face names the shade; everyone follows by
// the face in that shade; the highest face of the led suit wins, Aces high. A trick's points are
// its cards' faces in its shade only. A shade breaks when a trick of that shade holds one of its
// point faces; with three players, the first trick to break hearts also takes the leftover card.

import type { GameEvent, Seat } from '../core/game.ts';
import {
  face,
  facePoints,
  faceRank,
  faceSuit,
  isHeartFace,
  isQueenOfSpadesFace,
  type DarkCard,
  type Shade,
} from './deck.ts';
import type { DarkHeartsRule } from './rules.ts';
import { endHand } from './scoring.ts';
import { replaceAt } from '../core/lists.ts';
import { withChanges, type CompletedTrick, type DarkHeartsState, type Trick } from './state.ts';
import { seatCount } from '../core/seats.ts';

type Events = GameEvent<DarkHeartsRule>[];

export function playCard(
  state: DarkHeartsState,
  seat: Seat,
  card: DarkCard,
  shade: Shade,
  rule: DarkHeartsRule,
  events: Events,
): DarkHeartsState {
  const hands = replaceAt(
    state.hands,
    seat,
    (state.hands[seat] ?? []).filter((c) => c !== card),
  );
  const leading = state.trick === null;
  const trick: Trick = leading
    ? { leader: seat, shade, plays: [{ seat, card }] }
    : { ...(state.trick as Trick), plays: [...(state.trick as Trick).plays, { seat, card }] };
  events.push({ kind: leading ? 'lead' : 'play', rule, seat, cards: [card], detail: { shade: trick.shade } });
  const next = withChanges(state, { hands, trick });
  return trick.plays.length < seatCount(state) ? next : completeTrick(next, trick, events);
}

/** Does this trick hold a point face that breaks hearts in its shade (rule hearts-broken)? */
function breaks(state: DarkHeartsState, trick: Trick): boolean {
  return trick.plays.some(
    ({ card }) =>
      isHeartFace(card, trick.shade) || (state.options.queenBreaks && isQueenOfSpadesFace(card, trick.shade)),
  );
}

function completeTrick(state: DarkHeartsState, trick: Trick, events: Events): DarkHeartsState {
  const shade = trick.shade;
  const led = faceSuit((trick.plays[0] as { card: DarkCard }).card, shade);
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
  events.push({
    kind: 'trick-won',
    rule: 'trick-winner',
    seat: winner,
    detail: { shade, points, face: face(winnerCard(trick, winner), shade) },
  });

  let broken = state.broken;
  let leftoverTakenBy = state.leftoverTakenBy;
  if (!broken[shade] && breaks(state, trick)) {
    const firstBreak = !broken.L && !broken.D;
    broken = { ...broken, [shade]: true };
    events.push({ kind: 'hearts-broken', rule: 'hearts-broken', seat: winner, detail: { shade } });
    if (firstBreak && state.leftover !== null && leftoverTakenBy === null) {
      // Rule leftover-card: the leftover goes with the first trick that breaks hearts, scored in its shade only.
      const extra = facePoints(state.leftover, shade);
      points += extra;
      leftoverTakenBy = winner;
      events.push({
        kind: 'leftover-taken',
        rule: 'leftover-card',
        seat: winner,
        cards: [state.leftover],
        detail: { shade, points: extra },
      });
    }
  }
  const handPoints = state.handPoints.map((p, seat) => (seat === winner ? { ...p, [shade]: p[shade] + points } : p));
  const completed: CompletedTrick = { ...trick, winner, points };
  const next = withChanges(state, {
    trick: null,
    leader: winner,
    tricksPlayed: state.tricksPlayed + 1,
    lastTrick: completed,
    played: [...state.played, ...trick.plays.map((p) => p.card)],
    broken,
    leftoverTakenBy,
    handPoints,
  });
  return next.hands.every((hand) => hand.length === 0) ? endHand(next, events) : next;
}

function winnerCard(trick: Trick, winner: Seat): DarkCard {
  return (trick.plays.find((p) => p.seat === winner) ?? trick.plays[0])?.card as DarkCard;
}
