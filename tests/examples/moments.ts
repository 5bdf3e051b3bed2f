// Every moment of a worked example, replayed here through its engine: the start and the state
// after each step, with the script, its game and its options read. For tests that check what the
// site makes of an example's moments (the position view's links to them, its example files).
import { readFileSync } from 'node:fs';
import { parseSeat } from '../../src/engine/core/seats.ts';
import { gameById } from '../../src/engine/registry.ts';
import { parseExampleFile } from '../../src/examples/script.ts';

/** Example `file` (content/examples/<game>/<slug>.yaml) replayed: `states[n]` is the state after n steps. */
export function exampleMoments(file: string) {
  const script = parseExampleFile(readFileSync(file, 'utf8'), file);
  const { game } = gameById(script.game);
  const options = game.parseOptions(script.options) as Record<string, unknown>;
  let state =
    script.position === undefined
      ? game.newGame(options, script.seed)
      : game.fromPosition(script.position, options, script.seed);
  const states = [state];
  for (const step of script.steps) {
    state = game.apply(state, parseSeat(step.seat, game.seatCount(state)), game.parseAction(step.action)).state;
    states.push(state);
  }
  return { script, game, options, states };
}
