// The position view's property (issue 43): a randomly edited position either gets a clear message
// (a sentence, with a rule of the game) or gives a position whose legalActions, explain and apply
// agree; nothing crashes. Positions start from random deals played on at random and from worked
// examples' steps; the edits move cards between the game's places and set its facts.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countCards } from '../../../src/engine/core/cards.ts';
import {
  cardsAt,
  factOf,
  moveCard,
  setFact,
  type CardPlace,
  type PositionFact,
} from '../../../src/engine/core/position/edit.ts';
import { setUpPosition } from '../../../src/engine/core/position/check.ts';
import { followMove, refusalOf, rulingOf } from '../../../src/engine/core/position/ruling.ts';
import type { GameManifest } from '../../../src/engine/core/manifest.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { makeRandom, type Random } from '../../../src/engine/core/rng.ts';
import { parseSeat, seatLetter } from '../../../src/engine/core/seats.ts';
import { parseExampleFile } from '../../../src/examples/script.ts';

export const DEEP = process.env['RANDOM_SUITE'] === 'deep';

/** A moment to start editing from: its options and state. */
interface Start {
  readonly options: unknown;
  readonly state: unknown;
  readonly from: string;
}

/** A random deal at a random table size, played on for a random number of random legal moves. */
export function randomStart(manifest: GameManifest, random: Random, seed: number): Start {
  const { game } = manifest;
  const players = random.int(game.players.min, Math.min(game.players.max, 6));
  const options = game.parseOptions({ players });
  let state: unknown = game.newGame(options, seed);
  const moves = random.int(0, 80);
  for (let i = 0; i < moves; i++) {
    const acting = game.toAct(state);
    if (acting.length === 0 || game.isHandOver(state)) break;
    const seat = random.pick(acting);
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) break;
    state = game.step(state, seat, random.pick(legal));
  }
  return { options, state, from: `seed ${seed}, ${players} players, up to ${moves} moves` };
}

/** Every step of every worked example of the game: the position before each move and after the last. */
export function exampleStarts(manifest: GameManifest): readonly Start[] {
  let starts = EXAMPLE_STARTS.get(manifest);
  if (starts === undefined) {
    starts = replayExamples(manifest);
    EXAMPLE_STARTS.set(manifest, starts);
  }
  return starts;
}

/** Each game's example starts, replayed once per test file. */
const EXAMPLE_STARTS = new Map<GameManifest, readonly Start[]>();

function replayExamples(manifest: GameManifest): Start[] {
  const { game } = manifest;
  const dir = join('content/examples', game.id);
  const starts: Start[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.yaml'))) {
    const path = join(dir, file);
    const script = parseExampleFile(readFileSync(path, 'utf8'), path);
    const options = game.parseOptions(script.options);
    let state: unknown =
      script.position === undefined
        ? game.newGame(options, script.seed)
        : game.fromPosition(script.position, options, script.seed);
    starts.push({ options, state, from: `${file} start` });
    script.steps.forEach((step, i) => {
      state = game.apply(state, parseSeat(step.seat, game.seatCount(state)), game.parseAction(step.action)).state;
      starts.push({ options, state, from: `${file} step ${i + 1}` });
    });
  }
  return starts;
}

/** The spec of a start, or null for a moment a position cannot start from (a swap half done, a hand over). */
export function specOf(manifest: GameManifest, start: Start): unknown {
  try {
    return manifest.game.positionOf(start.state);
  } catch (error) {
    expect((error as Error).name, `${start.from}: ${(error as Error).message}`).toBe('PositionError');
    return null;
  }
}

/** Every card named anywhere in the spec's places. */
function placedCards(spec: unknown, places: readonly CardPlace[]): { card: string; place: CardPlace }[] {
  return places.flatMap((place) => cardsAt(spec, place).map((card) => ({ card, place })));
}

function randomFactValue(
  game: GameManifest['game'],
  random: Random,
  fact: PositionFact,
  current: unknown,
  players: number,
): unknown {
  switch (fact.kind) {
    case 'choice':
      return random.pick(fact.choices ?? [undefined]);
    case 'number':
      return typeof current === 'number' && random.int(0, 1) === 0
        ? Math.max(0, current + random.int(-3, 3))
        : random.pick([undefined, 0, 1, random.int(0, 40)]);
    case 'seats':
      return Array.from({ length: players }, (_, s) => seatLetter(s)).filter(() => random.int(0, 2) === 0);
    case 'card':
      return random.pick([undefined, game.deck.format(random.pick(game.deck.cards))]);
    case 'points':
      return random.pick([undefined, [0, 0], [random.int(0, 13), random.int(0, 13)]]);
  }
}

/** Values of every shape, for a field that wants another. */
const JUNK: readonly unknown[] = [null, 0, -1, 1.5, 'x', '', true, [], {}, [null], { A: 3 }, ['A'], [[1]], 'A', 99];

/** One random edit: a card moved (from a place or the stock, to a place or the stock), or a fact set. */
function randomEdit(manifest: GameManifest, spec: unknown, options: unknown, random: Random): unknown {
  const { game } = manifest;
  const places = manifest.position.places(options);
  const players = (options as { players?: number }).players ?? game.players.min;
  const kind = random.int(0, 9);
  if (kind < 6) {
    const placed = placedCards(spec, places);
    const to = random.int(0, 4) === 0 ? null : random.pick(places);
    // From the stock: a card of the deck that no place names (it may be named already: a card twice).
    if (placed.length === 0 || random.int(0, 3) === 0) {
      const card = game.deck.format(random.pick(game.deck.cards));
      return moveCard(spec, card, null, to);
    }
    const { card, place } = random.pick(placed);
    return moveCard(spec, card, place, to);
  }
  const facts = manifest.position.facts(options);
  if (kind === 9) {
    // Something of the wrong shape where a fact or a place goes, as a damaged link may hold.
    const { path: whole } = random.pick([...facts, ...places]);
    const path = whole.slice(0, random.int(1, whole.length));
    return setFact(spec, { path, label: '', kind: 'choice' }, random.pick(JUNK));
  }
  const fact = random.pick(facts);
  return setFact(spec, fact, randomFactValue(game, random, fact, factOf(spec, fact), players));
}

/** The deck(s) of a state as a multiset equal to where its cards lie. */
function cardsAddUp(manifest: GameManifest, state: unknown): boolean {
  const { game } = manifest;
  const all = countCards(game.allCards(state));
  const deck = countCards(game.deckCards(state));
  if (all.size !== deck.size) return false;
  for (const [card, count] of deck) if (all.get(card) !== count) return false;
  return true;
}

interface Tally {
  refused: number;
  accepted: number;
  actions: number;
}

/**
 * Sets up `spec` and checks the property: refused with sentences and rules of the game, or a
 * position where every legal move is explained as legal, has a reason and applies, and a sample
 * of other moves is refused with a rule or applies. Nothing may throw.
 */
function checkProperty(
  manifest: GameManifest,
  spec: unknown,
  options: unknown,
  random: Random,
  where: string,
  tally: Tally,
): boolean {
  const { game } = manifest;
  const rules = Object.keys(game.rules);
  const result = setUpPosition(manifest, spec, options, random.int(0, 1000));
  if (!result.ok) {
    tally.refused++;
    expect(result.problems.length, where).toBeGreaterThan(0);
    for (const problem of result.problems) {
      expect(problem.message, where).toMatch(/\S/);
      expect(problem.message, `${where}: ${problem.message}`).not.toMatch(/cannot be read/);
      // In the reader's words: no field path of the spec ("hands.A has...", "playerOneColour: ..."), no identifier.
      expect(problem.message, where).not.toMatch(/^[a-zA-Z]+(\.[A-Za-z0-9]+)*:/);
      expect(problem.message, where).not.toMatch(/\bhands\.|\b[a-z]+[A-Z][A-Za-z]*\b/);
      // Plain English: a verb agrees with a plural place ("The community cards has 4 cards" does
      // not), a field is never a noun of its own ("The substituted must..."), and no value is
      // shown raw ("not .", "[object Object]") nor a spec's syntax ("{ leader: B }", "(broken.L: true)").
      expect(problem.message, where).not.toMatch(
        /\b(?:cards|pairs|discards|hands|chips|points|scores|bets|stacks|raises) (?:has|is|does|was)\b/,
      );
      expect(problem.message, where).not.toMatch(
        /^The (?:substituted|committed|passing|tableaux|round bets|hand points)(?::| must| has| is)/,
      );
      expect(problem.message, where).not.toMatch(/\[object \w+\]|\bundefined\b|\bnot \.|[{}[\]]|: (?:true|false)\)/);
      expect(problem.message, where).toMatch(/^[A-Z0-9"]/);
      expect(rules, `${where}: ${problem.message}`).toContain(problem.rule);
    }
    return false;
  }
  tally.accepted++;
  const { state } = result;
  expect(cardsAddUp(manifest, state), `${where}: the cards of the position add up to the deck`).toBe(true);
  // The view draws it: every seat's view and the table's, and the outcome so far, without a crash.
  game.view(state, 'all');
  for (let seat = 0; seat < game.seatCount(state); seat++) game.view(state, seat);
  game.outcome(state);
  // A seat that may not act has no legal move, and a move of its is refused with a rule.
  const acting = game.toAct(state);
  const idle = Array.from({ length: game.seatCount(state) }, (_, seat) => seat).filter(
    (seat) => !acting.includes(seat),
  );
  if (idle.length > 0) {
    const seat = random.pick(idle);
    expect(game.legalActions(state, seat), `${where}: ${seatLetter(seat)} may not act`).toEqual([]);
    const candidates = game.candidateActions(state, seat);
    if (candidates.length > 0) {
      const refusal = game.explain(state, seat, random.pick(candidates));
      expect(refusal, `${where}: ${seatLetter(seat)} may not act`).not.toBeNull();
      expect(rules).toContain(refusal?.rule);
    }
  }
  for (const { seat, moves } of rulingOf(manifest, state)) {
    for (const move of moves) {
      tally.actions++;
      const at = `${where}: ${seatLetter(seat)} ${move.notation}`;
      expect(game.explain(state, seat, move.action), at).toBeNull();
      expect(rules, at).toContain(move.rule);
      expect(move.message, at).toMatch(/\S/);
      const followed = followMove(manifest, state, seat, move.action);
      for (const event of followed.events) expect(rules, `${at}: ${event.kind}`).toContain(event.rule);
    }
    const listed = new Set(moves.map((move) => move.notation));
    const others = game
      .candidateActions(state, seat)
      .filter((action: unknown) => !listed.has(game.formatAction(action)));
    for (let i = 0; i < Math.min(6, others.length); i++) {
      const action = random.pick(others);
      const at = `${where}: ${seatLetter(seat)} ${game.formatAction(action)}`;
      const refusal = refusalOf(manifest, state, seat, action);
      if (refusal === null) followMove(manifest, state, seat, action);
      else {
        expect(rules, at).toContain(refusal.rule);
        expect(refusal.message, at).toMatch(/\S/);
      }
    }
  }
  return true;
}

/** Runs the property over `count` random starts and the examples' steps, `edits` random edits each. */
function runProperty(manifest: GameManifest, count: number, seed: number): Tally {
  const tally: Tally = { refused: 0, accepted: 0, actions: 0 };
  const random = makeRandom(seed);
  // Every example step in the deep run; a sample of them by default, to keep within the suite's time.
  const examples = exampleStarts(manifest).filter(() => DEEP || random.int(0, 2) === 0);
  const starts = [
    ...examples,
    ...Array.from({ length: count }, (_, i) => randomStart(manifest, random, seed * 1000 + i)),
  ];
  for (const start of starts) {
    const spec0 = specOf(manifest, start);
    if (spec0 === null) continue;
    // Unedited, the moment's own position is accepted.
    const where = `${start.from} as it stands: ${JSON.stringify(spec0)}`;
    const asItStands = setUpPosition(manifest, spec0, start.options);
    expect(asItStands.ok ? [] : asItStands.problems, where).toEqual([]);
    checkProperty(manifest, spec0, start.options, random, where, tally);
    let spec: unknown = spec0;
    const edits = random.int(1, 4);
    for (let e = 0; e < edits; e++) {
      spec = randomEdit(manifest, spec, start.options, random);
      checkProperty(
        manifest,
        spec,
        start.options,
        random,
        `${start.from}, edit ${e + 1}: ${JSON.stringify(spec)}`,
        tally,
      );
    }
  }
  return tally;
}

/** Share `share` of `of` of the games (split so that Vitest runs them on both cores). */
export function editsSuite(share: number, of: number): void {
  const starts = DEEP ? 600 : 10;
  describe('randomly edited positions: a clear message, or legalActions, explain and apply agree', () => {
    for (const manifest of GAMES.filter((_, i) => i % of === share)) {
      it(
        manifest.game.id,
        () => {
          const tally = runProperty(manifest, starts, 43);
          // Both outcomes are reached: the edits make impossible positions and playable ones.
          expect(tally.refused).toBeGreaterThan(0);
          expect(tally.accepted).toBeGreaterThan(starts);
        },
        60_000,
      );
    }
  });
}
