// Dark Hearts' own practice question, kind `shade`, about a card the reader leads (not the first
// trick, whose lead is fixed) that they may lead in either shade, one of whose faces is a point face
// (a heart or the Queen of spades) and the other not. Only the faces of the trick's shade count
// (rule point-cards). Two questions on it:
// - choose-shade: "Which shade should you announce so that it puts no points into the trick?"
//   (Light, Dark, or neither: the mistake of counting both faces);
// - point-cards: "What does it put into the trick, led as Light and as Dark?" (the right figures,
//   the faces swapped, or the points either way).
// It follows from what the reader sees: both faces of their own cards (read from their view), which
// shades are broken (public), and the lead's legality, which rests on those alone. The points are
// the engine's (facePoints) and the reasons quote the engine's sentence for each lead.

import { capital } from '../core/practice/question.ts';
import type { Asked, Choice, QuestionKind, Spot } from '../core/practice/question.ts';
import { tell } from '../core/telling.ts';
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
import { shuffled } from '../core/practice/shuffled.ts';

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
  // Each rule asks its own question: its own walk, so one seed never gives both on one position.
  walkPerRule: true,
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

    // The engine's own sentence for each lead: "A (you) leads the Dark 10 of diamonds: a Dark trick."
    const leadSentence = (shade: Shade): string => {
      const lead = game.apply(state, seat, playAction(card, shade)).events[0];
      return lead ? tell(game, lead, seat, seat) : '';
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

    const both = `${faceName(card, 'L')} / ${faceName(card, 'D')}`;
    const onlyShade = `Only the faces of the trick's shade count: led as ${SHADE_NAMES[safe]}, the ${costlyFace} on the same card is ignored.`;
    if (rule === 'choose-shade') {
      const choices: Choice[] = [
        ...SHADES.map((shade) => ({
          id: formatFace(card, shade),
          label: `${SHADE_NAMES[shade]}: the ${faceName(card, shade)}`,
          card,
          right: shade === safe,
          why: why(shade),
          rule: shade === safe ? 'choose-shade' : 'point-cards',
        })),
        {
          id: 'neither',
          label: 'Neither: both faces count, whichever shade you name',
          card,
          right: false,
          why: onlyShade,
          rule: 'point-cards',
        },
      ];
      return {
        rule,
        move: null,
        prompt: `You lead this trick with your ${both} card, which you may lead in either shade. Which shade should you announce so that your lead card puts no points into the trick?`,
        multiple: false,
        choices: shuffled(choices, spot.random),
        answer: `Lead it as ${SHADE_NAMES[safe]}: the ${safeFace} carries no points. Only the faces of the trick's shade count, and as ${SHADE_NAMES[costly]} it would be the ${costlyFace}, worth ${pointsText(points, costly)}.`,
      };
    }
    // point-cards: what the card brings into the trick, led either way.
    const as = (light: number, dark: number): string =>
      `As Light, ${light === 0 ? 'no points' : pointsText(light, 'L')}; as Dark, ${dark === 0 ? 'no points' : pointsText(dark, 'D')}`;
    const real = { L: facePoints(card, 'L'), D: facePoints(card, 'D') };
    const answer = `Only the faces of the trick's shade count. As ${SHADE_NAMES[costly]} it is the ${costlyFace}, worth ${pointsText(points, costly)}; as ${SHADE_NAMES[safe]} it is the ${safeFace}, worth nothing.`;
    const choices: Choice[] = [
      { id: 'right', label: as(real.L, real.D), card, right: true, why: answer, rule: 'point-cards' },
      {
        id: 'swapped',
        label: as(real.D, real.L),
        card,
        right: false,
        why: `The ${faceName(card, 'L')} is the Light face and the ${faceName(card, 'D')} the Dark one: as ${SHADE_NAMES[costly]}, the ${costlyFace} brings ${pointsText(points, costly)}; as ${SHADE_NAMES[safe]}, the ${safeFace} brings none.`,
        rule: 'two-faces',
      },
      {
        id: 'always',
        label: `${capital(pointsText(points, costly))} whichever shade you lead it in`,
        card,
        right: false,
        why: onlyShade,
        rule: 'point-cards',
      },
    ];
    return {
      rule,
      move: null,
      prompt: `You lead this trick with your ${both} card, which you may lead in either shade. What does it put into the trick if you lead it as Light, and if you lead it as Dark?`,
      multiple: false,
      choices: shuffled(choices, spot.random),
      answer,
    };
  },
};
