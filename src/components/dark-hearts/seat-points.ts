// What a Dark Hearts seat's corner says: its score in each shade and, at the reader's own table (the
// sandbox, the lesson) while a hand is played, the points it has taken so far this hand, shade by
// shade ("took 1 Dark"), so a trick's cost shows at its winner's seat the moment the trick is taken
// (issue 42). The scores take them in when the hand is scored (rule point-cards: each shade's points
// from the tricks of that shade; DH-13), after any moon (DH-14), and the corner then shows the scores
// alone, as it always has. A worked example's words say each trick's points, and its stepper keeps
// the height measured for its seats.

import { SHADE_NAMES, type DarkHeartsView, type Shade } from '../../engine/dark-hearts/ui.ts';

const SHADES: readonly Shade[] = ['L', 'D'];

/**
 * The corner's parts: "Light 4", "Dark 0", then, where `taken` (the reader's table), "took 1 Dark"
 * for each shade with points taken this hand.
 */
export function seatCorner(view: DarkHeartsView, seat: DarkHeartsView['seats'][number], taken: boolean): string[] {
  const took =
    taken && view.phase === 'play'
      ? SHADES.filter((shade) => seat.handPoints[shade] > 0).map(
          (shade) => `took ${seat.handPoints[shade]} ${SHADE_NAMES[shade]}`,
        )
      : [];
  return [`Light ${seat.score.L}`, `Dark ${seat.score.D}`, ...took];
}
