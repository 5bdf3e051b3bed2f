// A whole game played by a game's own bot in every seat, as a share-link record: what the codec
// tests round-trip and measure, and what the browser test opens from a link.
import type { Outcome } from '../../src/engine/core/game.ts';
import type { GameManifest } from '../../src/engine/core/manifest.ts';
import type { SharedGame } from '../../src/engine/core/record-codec.ts';
import type { RecordedAction } from '../../src/engine/core/replay.ts';
import { makeRandom } from '../../src/engine/core/rng.ts';

interface BotGame {
  readonly shared: SharedGame;
  /** Null when `until` stopped the game before its end. */
  readonly outcome: Outcome | null;
}

/**
 * Plays from the deal of `seed` to the end, or until `until` holds. When several seats may act at
 * once, the first acts, or with `shuffleSeat` a seeded random one, so records also hold the seat
 * choices a reader makes by moving before a bot.
 */
export function botGame(
  manifest: GameManifest,
  options: Record<string, unknown>,
  seed: number,
  {
    seat = 0,
    shuffleSeat = false,
    maxMoves = 50_000,
    until = () => false,
  }: { seat?: number; shuffleSeat?: boolean; maxMoves?: number; until?: (state: unknown) => boolean } = {},
): BotGame {
  const { game } = manifest;
  const { bot } = manifest;
  const random = makeRandom(seed);
  let state: unknown = game.newGame(game.parseOptions(options), seed);
  const actions: RecordedAction[] = [];
  for (let outcome = game.outcome(state); ; outcome = game.outcome(state)) {
    if (outcome !== null || until(state)) return { shared: { game: game.id, options, seed, seat, actions }, outcome };
    if (actions.length >= maxMoves) throw new Error(`${game.id} seed ${seed}: no end after ${maxMoves} moves`);
    const acting = game.toAct(state);
    const mover = shuffleSeat ? random.pick(acting) : acting[0];
    if (mover === undefined) throw new Error(`${game.id} seed ${seed}: nobody may act, yet the game is not over`);
    const action: unknown = bot(game.view(state, mover), game.legalActions(state, mover), mover);
    actions.push({ seat: mover, action: game.formatAction(action) });
    state = game.apply(state, mover, action).state;
  }
}
