// The strong bot's opinion of a set-up position (core/search/opinion.ts, the position view's "Ask
// the strong bot", issue 43): it reads the seat to act's view only. The workers are handed
// seatView, the position with every card the seat cannot see dealt again: a position that differs
// from another only in a card the seat cannot see (its view the same) gives the very same input.
// Its sentences never name a card the seat cannot see. And every legal move gets one sentence, in
// the review's marks and units, the best found first.

import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/engine/core/game.ts';
import type { GameManifest } from '../../../src/engine/core/manifest.ts';
import { makeRandom, seedRng } from '../../../src/engine/core/rng.ts';
import { opinionOf, seatView, type Opinion } from '../../../src/engine/core/search/opinion.ts';
import { search } from '../../../src/engine/core/search/search.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { randomStart } from '../position-edit/property.ts';

/** Positions with a choice for the seat to act: random deals played on at random. */
function positions(manifest: GameManifest, count: number): { state: unknown; seat: Seat; from: string }[] {
  const { game } = manifest;
  const random = makeRandom(4343);
  const found: { state: unknown; seat: Seat; from: string }[] = [];
  for (let seed = 1; found.length < count && seed < 400; seed++) {
    const { state, from } = randomStart(manifest, random, seed);
    const seat = game.toAct(state)[0];
    if (seat === undefined || game.isHandOver(state) || game.legalActions(state, seat).length < 2) continue;
    found.push({ state, seat, from });
  }
  return found;
}

/**
 * Positions the seat cannot tell from `state`: the cards it cannot see placed otherwise, as the game
 * itself says which those are (Game.determinize, on other seeds than seatView's).
 */
function lookalikes(manifest: GameManifest, state: unknown, seat: Seat): unknown[] {
  return Array.from({ length: 6 }, (_, k) => manifest.game.determinize(state, seat, seedRng(900 + k)));
}

/** The cards in other seats' hands that some lookalike moves elsewhere: cards the seat cannot see. */
function unseenCards(manifest: GameManifest, state: unknown, seat: Seat): string[] {
  const handsOf = (s: unknown) =>
    ((s as { hands?: readonly (readonly string[])[] }).hands ?? []) as readonly (readonly string[])[];
  const others = lookalikes(manifest, state, seat);
  return handsOf(state).flatMap((hand, owner) =>
    owner === seat ? [] : hand.filter((card) => others.some((other) => !(handsOf(other)[owner] ?? []).includes(card))),
  );
}

/** Every word the opinion shows. */
const said = (opinion: Opinion): string => opinion.moves.map((move) => `${move.words}. ${move.text}`).join('\n');

describe.each(GAMES.map((manifest) => [manifest.game.id, manifest] as const))('%s', (_id, manifest) => {
  const { game } = manifest;
  const kit = manifest.search;
  const opinionAt = (state: unknown, seat: Seat): Opinion => {
    const view = seatView(game, state, seat);
    return opinionOf(
      game,
      kit.spec,
      view,
      seat,
      search(game, kit.bot, kit.spec, view, seat, { seed: 7, playouts: 240 }),
    );
  };

  it("changing the cards the seat to act cannot see does not change the opinion's input", () => {
    let changed = 0;
    for (const { state, seat, from } of positions(manifest, 8)) {
      const input = seatView(game, state, seat);
      for (const other of lookalikes(manifest, state, seat)) {
        if (JSON.stringify(other) === JSON.stringify(state)) continue;
        changed++;
        expect(seatView(game, other, seat), from).toEqual(input);
      }
      // The input keeps what the seat sees.
      expect(game.view(input, seat)).toEqual(game.view(state, seat));
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('no card the seat cannot see is named in its words', () => {
    let checked = 0;
    for (const { state, seat, from } of positions(manifest, 4)) {
      const view = JSON.stringify(game.view(state, seat));
      const namesOf = (card: string): string[] => {
        const name = game.deck.facts(card).name;
        // A card with two faces is named by each (Dark Hearts: "Light 3 of clubs, Dark Jack of spades").
        return [name, ...name.split(', ')].map((n) => n.replace(/^(the|a|an) /i, ''));
      };
      const visible = new Set(
        game
          .deckCards(state)
          .filter((card) => view.includes(`"${game.deck.format(card)}"`) || view.includes(`"${card}"`))
          .flatMap(namesOf),
      );
      const hidden = new Set(
        unseenCards(manifest, state, seat)
          .flatMap(namesOf)
          .filter((name) => !visible.has(name)),
      );
      if (hidden.size === 0) continue;
      const words = said(opinionAt(state, seat));
      checked++;
      for (const name of hidden) expect(words, `${from}: names ${name}`).not.toMatch(new RegExp(`\\b${name}\\b`));
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('every legal move gets a sentence, the best found first, the others in the review’s marks and units', () => {
    const [first] = positions(manifest, 1);
    if (first === undefined) throw new Error('no position with a choice');
    const { state, seat } = first;
    const opinion = opinionAt(state, seat);
    const legal = game.legalActions(state, seat).map((action: unknown) => game.formatAction(action));
    expect(opinion.moves.map((move) => move.action).sort()).toEqual([...legal].sort());
    expect(opinion.moves[0]?.mark).toBe('best');
    for (const move of opinion.moves) {
      expect(move.words).toMatch(/^[A-Z]/);
      expect(move.text).toMatch(
        /^(Best found|Good|An inaccuracy|A mistake|A blunder|Not weighed|The one move weighed)/,
      );
      if (/it costs/.test(move.text)) expect(['inaccuracy', 'mistake', 'blunder', 'good']).toContain(move.mark);
    }
  });
});

it('a seat with one legal move is told so, with no search', () => {
  const manifest = GAMES.find((entry) => entry.game.id === 'black-and-red') as GameManifest;
  const { game } = manifest;
  const random = makeRandom(1);
  let state: unknown = game.newGame(game.parseOptions({}), 3);
  for (let i = 0; i < 2000; i++) {
    const seat = game.toAct(state)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(state, seat);
    if (legal.length === 1) {
      const result = search(game, manifest.search.bot, manifest.search.spec, state, seat, { seed: 1, playouts: 10 });
      const opinion = opinionOf(game, manifest.search.spec, state, seat, result);
      expect(result.playouts).toBe(0);
      expect(opinion.moves.map((move) => move.text)).toEqual(['The only move you may make.']);
      return;
    }
    state = game.step(state, seat, random.pick(legal));
  }
  throw new Error('no position with one legal move');
});

it("Black & Red: a card of the other hand swapped with one of the stock leaves the opinion's input as it was", () => {
  const manifest = GAMES.find((entry) => entry.game.id === 'black-and-red') as GameManifest;
  const { game } = manifest;
  const [first] = positions(manifest, 1);
  if (first === undefined) throw new Error('no position with a choice');
  const { state, seat } = first;
  const real = state as { hands: readonly (readonly string[])[]; stock: readonly string[]; upcard: string | null };
  const other = 1 - seat;
  const hand = real.hands[other] ?? [];
  const card = hand.find((c) => c !== real.upcard) as string;
  const stockCard = real.stock[real.stock.length - 1] as string;
  const hands = real.hands.map((h, owner) => (owner === other ? h.map((c) => (c === card ? stockCard : c)) : h));
  const swapped = { ...real, hands, stock: real.stock.map((c) => (c === stockCard ? card : c)) };
  expect(game.view(swapped, seat)).toEqual(game.view(state, seat));
  expect(seatView(game, swapped, seat)).toEqual(seatView(game, state, seat));
  // The real position is not the input: the other hand is dealt again.
  expect((seatView(game, state, seat) as typeof real).hands[other]).not.toEqual(hand);
});
