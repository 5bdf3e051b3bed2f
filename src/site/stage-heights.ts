// The heights a worked example's stepper keeps at every step, so that nothing in it moves from step
// to step: its table's box and its words' box, each the tallest that any of the example's steps
// gives it, in rem, on a phone (390 px) and on a desktop (1280 px). scripts/measure-heights.ts
// measures them in the browser on the built site and writes each game's into its own folder,
// src/components/<game>/stage-heights.json, keyed by the example's slug; <Example> reads them here.

/** One example's heights in rem: [phone, desktop] for its table's box and for its words' box. */
export interface StageHeights {
  readonly stage: readonly [number, number];
  readonly words: readonly [number, number];
}

/** A game's stage-heights.json: each of its examples' heights by slug. */
export type HeightsFile = Readonly<Record<string, StageHeights>>;

/** Where each game's heights lie, from the game's id (as src/astro globs them). */
export function heightsPath(game: string): string {
  return `../components/${game}/stage-heights.json`;
}

/** Heights for an example never measured (until `npm run measure:heights` is run). */
const UNMEASURED: StageHeights = { stage: [14, 14], words: [6, 5] };

/**
 * The style that gives the stepper of example `id` ("<game>/<slug>") its heights, from the games'
 * heights files as Vite globs them (by heightsPath).
 */
export function stageStyle(id: string, files: Readonly<Record<string, HeightsFile>>): string {
  const [game = '', slug = ''] = id.split('/');
  const { stage, words } = files[heightsPath(game)]?.[slug] ?? UNMEASURED;
  return `--wh-stage-phone:${stage[0]}rem;--wh-stage-wide:${stage[1]}rem;--wh-words-phone:${words[0]}rem;--wh-words-wide:${words[1]}rem`;
}
