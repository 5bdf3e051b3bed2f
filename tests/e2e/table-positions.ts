// Sandbox links to the moments the table checks need, found by the engine itself: each game's own
// bot plays every seat of a seeded game until the moment arrives, and the link replays those moves.
// So the checks work for any game in the registry, with no hand-written position per game.
import type { AnyGame, Seat } from '../../src/engine/core/game.ts';
import type { GameManifest } from '../../src/engine/core/manifest.ts';
import { botGame } from '../engine/bot-game.ts';
import { playLink } from './helpers.ts';
import { driverOf } from './driver.ts';
import { readerControls } from './moves.ts';

const READER: Seat = 0;

function linkWhen(
  manifest: GameManifest,
  options: Record<string, unknown>,
  found: (state: unknown) => boolean,
): string {
  for (let seed = 1; seed <= 50; seed++) {
    const { shared, outcome } = botGame(manifest, options, seed, { seat: READER, until: found });
    if (outcome === null) return playLink(manifest.page, shared);
  }
  throw new Error(`${manifest.game.id}: no seeded game reached the moment the test needs`);
}

/**
 * The reader to move, with some move on the table refused now (moves.ts, readerControls): the moment
 * for refusals, the phone layout and focus.
 */
export function readerToPlay(manifest: GameManifest): string {
  const g: AnyGame = manifest.game;
  const { moment } = readerControls(g.id);
  return linkWhen(manifest, {}, (state) => moment(g, state, READER));
}

/** A hand has just been scored and a bot deals the next one: the moment for the hand's result. */
export function handOverBotDeals(manifest: GameManifest): string {
  const g: AnyGame = manifest.game;
  return linkWhen(
    manifest,
    driverOf(g.id).matchOptions ?? {},
    (state) => g.isHandOver(state) && !g.toAct(state).includes(READER),
  );
}
