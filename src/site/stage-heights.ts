// The height a worked example's stepper keeps at every step, so that nothing in its frame moves from
// step to step: the box holding its table and, at its foot, the step's words, as tall as the
// tallest table and words that any of the example's steps gives it together, in rem, on a phone
// (390 px) and on a desktop (1280 px); and, where the box still fits the screen with it, the
// middle of the table at its tallest, so that what a step lays there moves nothing under it. scripts/measure-heights.ts measures them in the browser on
// the built site and writes each game's into its own folder, src/components/<game>/stage-heights.json,
// keyed by the example's slug; <Example> reads them here.

/**
 * One example's heights in rem, [phone, desktop]: its box, and the middle of its table (0: not
 * kept, where the box would not fit the screen with it).
 */
export interface StageHeights {
  readonly stage: readonly [number, number];
  readonly centre: readonly [number, number];
}

/** A game's stage-heights.json: each of its examples' heights by slug. */
export type HeightsFile = Readonly<Record<string, StageHeights>>;

/** Where each game's heights lie, from the game's id (as src/astro globs them). */
export function heightsPath(game: string): string {
  return `../components/${game}/stage-heights.json`;
}

/**
 * The style that gives the stepper of example `id` ("<game>/<slug>") its heights, from the games'
 * heights files as Vite globs them (by heightsPath). An example never measured gets none: the
 * stylesheet's default, which the stepper grows past as its steps need (Stepper.tsx).
 */
export function stageStyle(id: string, files: Readonly<Record<string, HeightsFile>>): string {
  const [game = '', slug = ''] = id.split('/');
  const heights = files[heightsPath(game)]?.[slug];
  // (Read as written, JSON: an entry not in this shape counts as never measured.)
  if (!Array.isArray(heights?.stage) || !Array.isArray(heights.centre)) return '';
  const [phone, wide] = heights.stage;
  const [middle = 0, wideMiddle = 0] = heights.centre;
  return [
    `--wh-stage-phone:${phone}rem;--wh-stage-wide:${wide}rem`,
    middle > 0 ? `;--wh-centre-phone:${middle}rem` : '',
    wideMiddle > 0 ? `;--wh-centre-wide:${wideMiddle}rem` : '',
  ].join('');
}
