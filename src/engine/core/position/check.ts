// Setting up a position: a spec (the game's position.ts format) and options read into a state, or
// the problems that stop it, each a plain sentence with the rule it rests on. The one way the
// position view, a `#pos=` link and the property tests read a position: nothing is fixed silently
// and nothing the reader wrote can crash it.

import { OptionsError, PositionError } from '../errors.ts';
import type { AnyGame } from '../game.ts';
import type { GameManifest } from '../manifest.ts';
import { cardsAt, type PositionKit } from './edit.ts';
import { inReaderWords } from './reader-words.ts';

/**
 * What setting up and ruling on a position read of a game: the game with its tools, its places and
 * facts with its reasons for a legal move (the position kit), and, where the caller has them, its
 * invariants. A GameManifest is one; a page that loads less can build one from what it loads.
 */
export interface PositionGame {
  readonly game: GameManifest['game'];
  readonly position: PositionKit;
  readonly suite?: Pick<GameManifest['suite'], 'invariants'>;
}

/** What is wrong with a position, and the rule (an anchor of the game's page) it rests on. */
interface PositionProblem {
  readonly message: string;
  readonly rule: string;
}

type SetUp =
  | { readonly ok: true; readonly state: unknown; readonly options: unknown }
  | { readonly ok: false; readonly problems: readonly PositionProblem[] };

/**
 * The rule a problem with no rule of its own rests on: the game's first section, which says what
 * cards it is played with and by how many (a card that does not exist, a spec of the wrong shape).
 */
function cardsRule(game: AnyGame): string {
  return Object.keys(game.rules)[0] ?? '';
}

function problemOf(game: AnyGame, error: unknown): PositionProblem {
  if (error instanceof PositionError) return { message: error.message, rule: error.rule ?? cardsRule(game) };
  if (error instanceof OptionsError) return { message: error.message, rule: cardsRule(game) };
  // Not a refusal the game wrote: the spec has a shape its reader did not foresee.
  return {
    message: `This position cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    rule: cardsRule(game),
  };
}

/**
 * Every card problem of `spec` at once, from the places the game's editor offers: each card that
 * is no card of the game, and each named more often than the game's deck(s) hold it. The game's
 * own reading stops at the first; the reader placing cards by taps sees all of them.
 */
function cardProblems(manifest: PositionGame, spec: unknown, options: unknown): PositionProblem[] {
  const { game } = manifest;
  const rule = cardsRule(game);
  const held = new Map<unknown, number>();
  for (const card of game.deckCards(game.newGame(options, 0))) held.set(card, (held.get(card) ?? 0) + 1);
  const named = new Map<unknown, { count: number; places: string[] }>();
  const problems: PositionProblem[] = [];
  for (const place of manifest.position.places(options)) {
    for (const text of cardsAt(spec, place)) {
      let card: unknown;
      try {
        card = game.deck.parse(text);
      } catch (error) {
        problems.push({ message: `${place.label}: ${(error as Error).message}`, rule });
        continue;
      }
      const entry = named.get(card) ?? { count: 0, places: [] };
      entry.count++;
      if (!entry.places.includes(place.label)) entry.places.push(place.label);
      named.set(card, entry);
    }
  }
  for (const [card, { count, places }] of named) {
    const copies = held.get(card) ?? 0;
    if (count > copies) {
      const where = places.length === 1 ? `in ${places[0] ?? ''}` : `(${listed(places)})`;
      problems.push({
        message: `${theCard(game, card as string)} is placed ${count === 2 ? 'twice' : `${count} times`} ${where}, but there ${copies === 1 ? 'is only one' : `are only ${copies}`}.`,
        rule,
      });
    }
  }
  return problems;
}

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A card by its name, to open a sentence: "The 9 of hearts", "The KROWN". */
function theCard(game: AnyGame, card: string): string {
  const name: string = game.deck.facts(card).name;
  const the = /^(the|a|an) /i.test(name) ? name : `the ${name}`;
  return the.charAt(0).toUpperCase() + the.slice(1);
}

/**
 * Reads `spec` with `options` (partial options; the game fills the defaults), its unnamed cards
 * placed by `seed`. A position is refused with all its card problems at once when it has any,
 * else when fromPosition refuses it, when nobody could move in
 * it, or when it breaks one of the game's invariants (its chips do not add up).
 */
export function setUpPosition(manifest: PositionGame, spec: unknown, options: unknown, seed = 0): SetUp {
  const result = readPosition(manifest, spec, options, seed);
  if (result.ok) return result;
  // The games' readers name a field by its path in the spec (hands.A, playerOneColour), which the
  // reader setting up a table by taps never sees: said here once, in the editor's own labels.
  const words = inReaderWords(manifest.position, options);
  return { ok: false, problems: result.problems.map((p) => ({ ...p, message: words(p.message) })) };
}

function readPosition(manifest: PositionGame, spec: unknown, options: unknown, seed: number): SetUp {
  const { game } = manifest;
  let state: unknown;
  let parsed: unknown;
  try {
    parsed = game.parseOptions(options ?? {});
    const cards = cardProblems(manifest, spec, parsed);
    if (cards.length > 0) return { ok: false, problems: cards };
    state = game.fromPosition(spec, parsed, seed);
  } catch (error) {
    return { ok: false, problems: [problemOf(game, error)] };
  }
  const problems: PositionProblem[] = [];
  for (const invariant of manifest.suite?.invariants ?? []) {
    const broken = invariant.broken(state);
    if (broken !== null) problems.push({ message: broken, rule: cardsRule(game) });
  }
  if (game.toAct(state).length === 0 && !game.isHandOver(state)) {
    problems.push({ message: 'Nobody has a move in this position: the game is already over.', rule: cardsRule(game) });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, state, options: parsed };
}

/** The problems of a position: none when it can be played from. */
export function checkPosition(
  manifest: PositionGame,
  spec: unknown,
  options: unknown,
  seed = 0,
): readonly PositionProblem[] {
  const result = setUpPosition(manifest, spec, options, seed);
  return result.ok ? [] : result.problems;
}
