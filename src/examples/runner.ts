// Replays a scripted example through its game's engine and produces the frames the stepper shows.
// It runs in the test suite and at build time, so a page cannot ship an example the engine
// disagrees with: an illegal step, an unknown rule or a failed expect is an ExampleError naming
// the file and the step.

import { tell } from '../engine/core/telling.ts';
import type { AnyGame, GameEvent } from '../engine/core/game.ts';
import { encodeRecord } from '../engine/core/record-write.ts';
import { playFragment } from '../components/core/sandbox/link.ts';
import { errorMessage, IllegalActionError, type RecordedAction } from '../engine/core/replay.ts';
import { parseSeat, seatLetter } from '../engine/core/seats.ts';
import { gameById, GAMES, type GameManifest } from '../engine/registry.ts';
import type { ExampleRun, Frame } from './frame.ts';
import { ExampleError, type ExampleScript, type ExampleStep } from './script.ts';

/** Replays `script` through its game, found in `games` (the site's registry unless a test gives its own). */
export function runExample(script: ExampleScript, games: readonly GameManifest[] = GAMES): ExampleRun {
  const fail = (where: string, message: string): never => {
    throw new ExampleError(`${script.file}${where}: ${message}`);
  };
  let game: AnyGame;
  try {
    game = gameById(script.game, games).game;
  } catch (error) {
    return fail('', errorMessage(error));
  }
  const ruleTitle = (rule: string | null, where: string): string | null => {
    if (rule === null) return null;
    const title = (game.rules as Record<string, string>)[rule];
    return (
      title ?? fail(where, `"${rule}" is not a ${game.title} rule id (known: ${Object.keys(game.rules).join(', ')}).`)
    );
  };

  let state: unknown;
  let options: unknown;
  try {
    options = game.parseOptions(script.options);
    state =
      script.position === undefined
        ? game.newGame(options, script.seed)
        : game.fromPosition(script.position, options, script.seed);
  } catch (error) {
    return fail(script.position === undefined ? ': options' : ': position', errorMessage(error));
  }

  const actions: RecordedAction[] = [];
  const frameFor = (index: number, step: ExampleStep | null, events: readonly GameEvent[]): Frame => {
    const reader = game.toAct(state)[0] ?? 0;
    return {
      index,
      seat: step?.seat ?? null,
      action: step?.action ?? null,
      say: step?.say ?? script.intro,
      rule: step?.rule ?? script.rule,
      ruleTitle: ruleTitle(step?.rule ?? script.rule, index === 0 ? ': rule' : `: step ${index}`),
      events: events.map((event) => ({
        text: tell(game, event, 'all', null),
        rule: event.rule,
      })),
      view: game.view(state, 'all'),
      playOn: playFragment(
        encodeRecord(game, {
          options: script.options,
          seed: script.seed,
          ...(script.position === undefined ? {} : { position: script.position }),
          actions: actions.slice(),
          seat: reader,
        }),
      ),
      ...noPositionAt(game, state),
    };
  };

  const frames: Frame[] = [frameFor(0, null, [])];
  script.steps.forEach((step, i) => {
    const where = `: step ${i + 1} (${step.seat}: ${step.action})`;
    let seat: number;
    let events: readonly GameEvent[];
    try {
      seat = parseSeat(step.seat, game.seatCount(state));
      const applied = game.apply(state, seat, game.parseAction(step.action));
      state = applied.state;
      events = applied.events;
    } catch (error) {
      const rule = error instanceof IllegalActionError ? ` [rule ${error.violation.rule}]` : '';
      return fail(where, `${errorMessage(error)}${rule}`);
    }
    actions.push({ seat, action: step.action });
    for (const [key, expected] of Object.entries(step.expect)) {
      const problem = checkExpect(game, state, events, key, expected);
      if (problem) fail(where, `expect ${key}: ${problem}`);
    }
    frames.push(frameFor(i + 1, step, events));
  });
  return { id: script.id, game: script.game, title: script.title, frames };
}

/** A frame's `noPosition`, at a moment the position view cannot set up (Frame.noPosition). */
function noPositionAt(game: AnyGame, state: unknown): { readonly noPosition?: string } {
  try {
    game.positionOf(state);
    return {};
  } catch {
    return {
      noPosition:
        game.outcome(state) !== null || game.isHandOver(state) ? 'No position: it is over' : 'No position mid-move',
    };
  }
}

/**
 * null when the check holds, else what differs (lessons check their beats with it too). A check
 * whose value is `{ has: [...] }` holds when the list it reads contains those items (a hand holds a
 * card, among others), one whose value is `{ lacks: [...] }` when it contains none of them: cards
 * compare as the deck writes them, so either face of a two-faced card names it.
 */
export function checkExpect(
  game: AnyGame,
  state: unknown,
  events: readonly GameEvent[],
  key: string,
  expected: unknown,
): string | null {
  const [name = '', arg] = key.split('.', 2);
  let actual: unknown;
  let unordered = false;
  switch (name) {
    case 'cards': {
      // The cards the events show (those of one seat's events with an argument: cards.B).
      const seat = arg === undefined ? null : parseSeat(arg, game.seatCount(state));
      actual = events.flatMap((e) => (seat === null || e.seat === seat ? (e.cards ?? []) : []));
      actual = (actual as string[]).map((card) => game.deck.format(card));
      unordered = true;
      break;
    }
    case 'toAct':
      actual = game.toAct(state).map(seatLetter);
      unordered = true;
      break;
    case 'legal': {
      const seat = arg === undefined ? game.toAct(state)[0] : parseSeat(arg, game.seatCount(state));
      actual = seat === undefined ? [] : game.legalActions(state, seat).map((a: unknown) => game.formatAction(a));
      unordered = true;
      break;
    }
    case 'events':
      actual = events.map((e) => e.rule);
      break;
    case 'over':
      actual = game.outcome(state) !== null;
      break;
    default: {
      const probe = game.probes[name];
      if (!probe) {
        const known = ['toAct', 'legal', 'events', 'cards', 'over', ...Object.keys(game.probes)];
        return `no such check; known checks: ${known.join(', ')}`;
      }
      try {
        actual = probe.read(state, arg);
      } catch (error) {
        return errorMessage(error);
      }
      unordered = probe.unordered === true;
    }
  }
  const among = amongOf(expected);
  if (among !== null) return among.has ? missing(game, actual, among.items) : present(game, actual, among.items);
  const a = normalise(actual, unordered);
  const e = normalise(expected, unordered);
  return JSON.stringify(a) === JSON.stringify(e) ? null : `expected ${JSON.stringify(e)}, got ${JSON.stringify(a)}`;
}

/** Scalars compare as text (YAML reads 6 as a number, the engine may say "6"). */
function normalise(value: unknown, unordered: boolean): unknown {
  if (Array.isArray(value)) {
    const items = value.map((v) => normalise(v, false));
    return unordered ? items.map((v) => JSON.stringify(v)).sort() : items;
  }
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, false)]));
  }
  return String(value);
}

/**
 * The items of a `{ has: [...] }` or `{ lacks: [...] }` check (one item may stand alone), or null
 * for any other value.
 */
function amongOf(expected: unknown): { readonly has: boolean; readonly items: readonly unknown[] } | null {
  if (expected === null || typeof expected !== 'object' || Array.isArray(expected)) return null;
  const keys = Object.keys(expected);
  const key = keys[0];
  if (keys.length !== 1 || (key !== 'has' && key !== 'lacks')) return null;
  const items = (expected as Record<string, unknown>)[key];
  return { has: key === 'has', items: Array.isArray(items) ? items : [items] };
}

/** null when the list `actual` holds none of `unwanted`, else which it holds. */
function present(game: AnyGame, actual: unknown, unwanted: readonly unknown[]): string | null {
  if (!Array.isArray(actual)) return `a "lacks" check reads a list, and this one reads ${JSON.stringify(actual)}`;
  const held = actual.map((item) => asCard(game, item));
  const found = unwanted.filter((item) => held.includes(asCard(game, item)));
  return found.length === 0
    ? null
    : `expected it to hold none of ${JSON.stringify(found.map(String))}, got ${JSON.stringify(actual.map(String))}`;
}

/** null when the list `actual` holds every item of `wanted` (as a multiset), else what it lacks. */
function missing(game: AnyGame, actual: unknown, wanted: readonly unknown[]): string | null {
  if (!Array.isArray(actual)) return `a "has" check reads a list, and this one reads ${JSON.stringify(actual)}`;
  const left = actual.map((item) => asCard(game, item));
  const lacking = wanted.filter((item) => {
    const at = left.indexOf(asCard(game, item));
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
  return lacking.length === 0
    ? null
    : `expected it to hold ${JSON.stringify(lacking.map(String))}, got ${JSON.stringify(actual.map(String))}`;
}

/** A card as the deck writes it ("D10D" and "L4H" are one card), anything else as text. */
export function asCard(game: AnyGame, item: unknown): string {
  const text = String(item);
  try {
    return game.deck.format(game.deck.parse(text));
  } catch {
    return text;
  }
}
