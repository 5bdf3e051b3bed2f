// Random and bot playouts for the engine benchmarks, written once for every game in the registry.
// Each returns how many actions it took, so the benchmarks can report actions per second as well
// as games per second. `path` says how an action is taken: 'step' is the fast path playouts and
// search use (no events, no checks), 'apply' the checked path the sandbox and replays use.

import type { AnyGame, Seat } from '../../src/engine/core/game.ts';
import { makeRandom, type Random } from '../../src/engine/core/rng.ts';
import type { GameManifest } from '../../src/engine/registry.ts';
import { optionVariants } from '../../src/engine/core/option-lists.ts';

export type Path = 'step' | 'apply';

/** The game's default options at a table of `players`. */
export function optionsAt(entry: GameManifest, players: number): unknown {
  const variant = optionVariants(entry.game.options).find((v) => v.option === null && v.players === players);
  if (!variant) throw new Error(`${entry.game.id} is not played by ${players}`);
  return entry.game.parseOptions(variant.options);
}

/** A playout longer than this is a game that does not end: the benchmark stops with an error. */
const PLAYOUT_CAP = 200_000;

function advance(game: AnyGame, path: Path, state: unknown, seat: Seat, action: unknown): unknown {
  return path === 'step' ? game.step(state, seat, action) : game.apply(state, seat, action).state;
}

/** Games chosen by a random stream of seeds, continued from one call to the next. */
export class RandomTable {
  private readonly game: AnyGame;
  private readonly options: unknown;
  private readonly rng: Random;
  private state: unknown;
  private seed: number;
  private length = 0;
  /** Games finished so far. */
  games = 0;

  constructor(
    entry: GameManifest,
    players: number,
    firstSeed: number,
    private readonly path: Path,
  ) {
    this.game = entry.game;
    this.options = optionsAt(entry, players);
    this.rng = makeRandom(firstSeed ^ 0x5eed);
    this.seed = firstSeed;
    this.state = this.game.newGame(this.options, this.seed);
  }

  /**
   * `count` actions with legal-move generation: toAct, legalActions for a random seat among them,
   * a uniformly random legal action, step or apply. A finished game is replaced by a new deal (the
   * deal itself is not counted as an action).
   */
  act(count: number): void {
    const { game, rng, path } = this;
    let state = this.state;
    for (let done = 0; done < count;) {
      const seats = game.toAct(state);
      if (seats.length === 0 || this.length >= PLAYOUT_CAP) {
        if (seats.length > 0)
          throw new Error(`${game.id}: seed ${this.seed} did not end within ${PLAYOUT_CAP} actions`);
        this.games++;
        this.length = 0;
        state = game.newGame(this.options, ++this.seed);
        continue;
      }
      const seat: Seat = seats.length === 1 ? (seats[0] as Seat) : rng.pick(seats);
      state = advance(game, path, state, seat, rng.pick(game.legalActions(state, seat)));
      this.length++;
      done++;
    }
    this.state = state;
  }
}

/** One random game to its end, deal included; returns its number of actions. */
export function randomGame(entry: GameManifest, players: number, seed: number, path: Path = 'step'): number {
  const game = entry.game;
  const rng = makeRandom(seed ^ 0x5eed);
  let state: unknown = game.newGame(optionsAt(entry, players), seed);
  let actions = 0;
  for (;;) {
    const seats = game.toAct(state);
    if (seats.length === 0) return actions;
    if (actions >= PLAYOUT_CAP) throw new Error(`${game.id}: seed ${seed} did not end within ${PLAYOUT_CAP} actions`);
    const seat: Seat = seats.length === 1 ? (seats[0] as Seat) : rng.pick(seats);
    state = advance(game, path, state, seat, rng.pick(game.legalActions(state, seat)));
    actions++;
  }
}

/**
 * One game of the registered bot in every seat, each seeing only its view:
 * bot(view(state, seat), legalActions(state, seat), seat), then step. When several seats may act
 * (a simultaneous phase) a random one of them goes next. Returns the number of bot decisions.
 */
export function botGame(entry: GameManifest, players: number, seed: number): number {
  const { game } = entry;
  const { bot } = entry;
  const rng = makeRandom(seed ^ 0xb07);
  let state: unknown = game.newGame(optionsAt(entry, players), seed);
  let actions = 0;
  for (;;) {
    const seats = game.toAct(state);
    if (seats.length === 0) return actions;
    if (actions >= PLAYOUT_CAP)
      throw new Error(`${game.id}: bot game ${seed} did not end within ${PLAYOUT_CAP} actions`);
    const seat: Seat = seats.length === 1 ? (seats[0] as Seat) : rng.pick(seats);
    const action: unknown = bot(game.view(state, seat), game.legalActions(state, seat), seat);
    state = game.step(state, seat, action);
    actions++;
  }
}

/**
 * Positions at which a seat has a choice to make, from hands the game's bot plays in every seat
 * (seeds 1, 2, ... at the smallest table): every `every`th action, up to `count` positions. What the
 * search is tried and measured on.
 */
export function choicePositions(
  entry: GameManifest,
  count: number,
  every = 5,
  firstSeed = 1,
): { state: unknown; seat: Seat }[] {
  const { game, bot } = entry;
  const out: { state: unknown; seat: Seat }[] = [];
  for (let seed = firstSeed; out.length < count && seed < firstSeed + 200; seed++) {
    let state = game.newGame(optionsAt(entry, game.players.min), seed);
    for (let n = 0; n < 3000 && out.length < count && !game.isHandOver(state) && game.toAct(state).length > 0; n++) {
      const seat = game.toAct(state)[0] as Seat;
      const legal = game.legalActions(state, seat);
      if (legal.length > 1 && n % every === 0) out.push({ state, seat });
      state = game.step(state, seat, bot(game.view(state, seat), legal, seat));
    }
  }
  return out;
}
