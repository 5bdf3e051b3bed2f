// Makes a question from a seed: plays seeded random games of the game (every move legal, so every
// position is one real play reaches) and asks the kind at the positions it passes, until the kind
// finds one that suits the rule. The same seed always gives the same question, so a question's link
// need hold only its kind, rule and seed.

import type { AnyPlayableGame } from '../game.ts';
import type { RecordedAction } from '../replay.ts';
import { makeRandom } from '../rng.ts';
import type { Question, QuestionKind } from './question.ts';

/** How many games the walk may play before it gives up on a rule (a rule play rarely reaches). */
const MAX_GAMES = 60;
/** The most moves of one game the walk follows. */
const MAX_MOVES = 2_000;
/** A spot is asked about one time in SPREAD, so questions are not all from a game's first moves. */
const SPREAD = 3;

interface PracticeTarget {
  readonly kind: QuestionKind;
  /** The rule to practise, or null for any rule the kind finds. */
  readonly rule: string | null;
  readonly seed: number;
  /** Options for the game (defaults when absent). */
  readonly options?: unknown;
  /**
   * Mixed into the walk's seed: a topic ("next.showdown") walks its own games, so two topics asked
   * with the same seed never land on the same position (one showdown answers several rules).
   */
  readonly salt?: string;
}

/** The walk's seed: `seed` with `salt` mixed in (FNV-1a), or `seed` itself without one. */
function walkSeed(seed: number, salt: string | undefined): number {
  if (salt === undefined) return seed;
  let hash = 0x811c9dc5;
  for (let i = 0; i < salt.length; i++) hash = Math.imul(hash ^ salt.charCodeAt(i), 0x01000193);
  return (hash ^ seed) | 0;
}

/** The question for `target`, or null when the walk finds no position for it. */
export function generateQuestion(game: AnyPlayableGame, target: PracticeTarget): Question | null {
  const { kind, rule, seed } = target;
  const random = makeRandom(walkSeed(seed, target.salt));
  const options = game.parseOptions(target.options ?? {});
  for (let played = 0; played < MAX_GAMES; played++) {
    const gameSeed = random.int(1, 2 ** 30);
    let state = game.newGame(options, gameSeed);
    const actions: RecordedAction[] = [];
    for (let moves = 0; moves < MAX_MOVES && game.outcome(state) === null; moves++) {
      const seats = game.toAct(state);
      if (seats.length === 0) break;
      const seat = random.pick(seats);
      const legal = game.legalActions(state, seat);
      if (legal.length === 0) break;
      if (random.int(1, SPREAD) === 1) {
        const record = { options: target.options ?? {}, seed: gameSeed, actions: actions.slice(), seat };
        const asked = kind.ask({ game, state, seat, legal, record, random }, rule);
        if (asked) return { ...asked, game: game.id, kind: kind.id, seed, record };
      }
      const action = random.pick(legal);
      actions.push({ seat, action: game.formatAction(action) });
      state = game.step(state, seat, action);
    }
  }
  return null;
}
