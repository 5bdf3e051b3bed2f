// Dark Hearts' own practice question, kind `shade`: "Which shade should you lead this card in, so
// that it puts no points into the trick?". The reader leads a trick (not the first, whose lead is
// fixed) and the question names one card of their hand that they may lead in either shade, one of
// whose faces is a point face (a heart or the Queen of spades) and the other not. Only the faces of
// the trick's shade count (rule point-cards), so the shade whose face carries no points is the
// answer. It follows from what the reader sees: both faces of their own cards (read from their
// view), which shades are broken (public), and the lead's legality, which rests on those alone. The
// points are the engine's (facePoints) and each choice quotes the engine's sentence for the lead.

import { redactEvent } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import type { Asked, Choice, QuestionKind, Spot } from '../core/practice/question.ts';
import { seatName } from '../core/practice/question.ts';
import { playAction } from './actions.ts';
import {
  faceName,
  facePoints,
  formatFace,
  otherShade,
  SHADE_NAMES,
  SHADES,
  type DarkCard,
  type Shade,
} from './deck.ts';
import type { DarkHeartsRule } from './rules.ts';
import type { DarkHeartsView } from './view.ts';

/**
 * The rules the question may be asked on: the points each face carries in its own shade
 * (point-cards, the default) and the leader's choice of shade that makes one face count (choose-shade,
 * the rule the engine cites for such a lead).
 */
const RULES: readonly DarkHeartsRule[] = ['point-cards', 'choose-shade'];

const pointsText = (points: number, shade: Shade): string =>
  `${points} ${SHADE_NAMES[shade]} point${points === 1 ? '' : 's'}`;

/** Both leads of `card` are legal now (the engine's explain finds nothing against either). */
function leadableBothWays(spot: Spot, card: DarkCard): boolean {
  return SHADES.every((shade) => spot.game.explain(spot.state, spot.seat, playAction(card, shade)) === null);
}

export const shadeKind: QuestionKind = {
  id: 'shade',
  title: 'Which shade avoids points?',
  ask(spot: Spot, want: string | null): Asked | null {
    const rule: DarkHeartsRule | null = want === null ? 'point-cards' : (RULES.find((r) => r === want) ?? null);
    if (rule === null) return null;
    const { game, state, seat } = spot;
    const view = game.view(state, seat) as DarkHeartsView;
    // A lead of the reader's own choosing: not the first trick, whose lead and shade are fixed.
    if (view.phase !== 'play' || view.trick !== null || view.tricksPlayed === 0 || view.turn !== seat) return null;
    const hand = view.seats[seat]?.cards ?? [];

    // The cards of the hand that may be led in both shades and carry points in exactly one, by the
    // shade that keeps the lead free of points.
    const bySafeShade: Record<Shade, DarkCard[]> = { L: [], D: [] };
    for (const card of hand) {
      const light = facePoints(card, 'L');
      const dark = facePoints(card, 'D');
      if (light > 0 === dark > 0 || !leadableBothWays(spot, card)) continue;
      bySafeShade[light === 0 ? 'L' : 'D'].push(card);
    }
    const shades = SHADES.filter((shade) => bySafeShade[shade].length > 0);
    if (shades.length === 0) return null;
    // The answer's shade first, then a card for it, so Light and Dark are right about as often.
    const safe = spot.random.pick(shades);
    const card = spot.random.pick(bySafeShade[safe]);
    const costly = otherShade(safe);
    const points = facePoints(card, costly);

    const name = (s: Seat): string => seatName(s, seat);
    // The engine's own sentence for each lead: "A (you) leads the Dark 10 of diamonds: a Dark trick."
    const leadSentence = (shade: Shade): string => {
      const lead = game.apply(state, seat, playAction(card, shade)).events[0];
      return lead ? game.describeEvent(redactEvent(lead, seat), name) : '';
    };
    const safeFace = faceName(card, safe);
    const costlyFace = faceName(card, costly);
    const broken = view.broken[costly]
      ? `${SHADE_NAMES[costly]} hearts are broken, so you may lead it that way, but it`
      : 'You may lead it that way, but it';
    const why = (shade: Shade): string =>
      shade === safe
        ? `${leadSentence(safe)} The ${safeFace} is worth no points, and in a ${SHADE_NAMES[safe]} trick only ${SHADE_NAMES[safe]} faces count: the ${costlyFace} on the same card is ignored.`
        : `${leadSentence(costly)} The ${costlyFace} is worth ${pointsText(points, costly)} in a ${SHADE_NAMES[costly]} trick. ${broken} puts ${points === 1 ? 'that point' : 'those points'} into the trick for whoever wins it.`;

    const choices: Choice[] = SHADES.map((shade) => ({
      id: formatFace(card, shade),
      label: `${SHADE_NAMES[shade]}: the ${faceName(card, shade)}`,
      card,
      right: shade === safe,
      why: why(shade),
      rule: 'point-cards',
    }));
    return {
      rule,
      move: null,
      prompt: `You lead this trick with your ${faceName(card, 'L')} / ${faceName(card, 'D')} card, which you may lead in either shade. Which shade should you announce so that your lead card puts no points into the trick?`,
      multiple: false,
      choices,
      answer: `Lead it as ${SHADE_NAMES[safe]}: the ${safeFace} carries no points. Only the faces of the trick's shade count, and as ${SHADE_NAMES[costly]} it would be the ${costlyFace}, worth ${pointsText(points, costly)}.`,
    };
  },
};
