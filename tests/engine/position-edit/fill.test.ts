// "Deal the rest" (core/position/fill.ts with each game's position-fill.ts): the cards a reader has
// not placed, dealt at random where the position needs cards. Every game: from random moments with
// hands taken back to the stock, the rest dealt sets up again; the cards the reader placed never
// move; the same seed deals the same cards. Then each game's own sizes and the cards its rules keep
// out of a hand.

import { describe, expect, it } from 'vitest';
import { setUpPosition } from '../../../src/engine/core/position/check.ts';
import { cardsAt, moveCard, type CardPlace } from '../../../src/engine/core/position/edit.ts';
import { dealTheRest, type FillPlan } from '../../../src/engine/core/position/fill.ts';
import type { GameManifest } from '../../../src/engine/core/manifest.ts';
import { makeRandom, type Random } from '../../../src/engine/core/rng.ts';
import { gameById, GAMES } from '../../../src/engine/registry.ts';
import { randomStart, specOf } from './property.ts';

const STARTS = 30;

async function planOf(manifest: GameManifest): Promise<FillPlan> {
  const plan = await manifest.position.fill?.();
  if (plan === undefined) throw new Error(`${manifest.game.id} has no plan for the rest of the cards`);
  return plan;
}

/** Moments of the game to set up again: random deals played on, written as positions. */
function moments(manifest: GameManifest, random: Random): { options: unknown; spec: unknown; from: string }[] {
  const out: { options: unknown; spec: unknown; from: string }[] = [];
  for (let i = 0; out.length < STARTS && i < STARTS * 3; i++) {
    const start = randomStart(manifest, random, 4300 + i);
    const spec = specOf(manifest, start);
    if (spec !== null && setUpPosition(manifest, spec, start.options).ok)
      out.push({ options: start.options, spec, from: start.from });
  }
  return out;
}

const hands = (places: readonly CardPlace[]): CardPlace[] => places.filter((place) => place.path[0] === 'hands');

/** `spec` with every card of `place` taken back to the stock. */
function emptied(spec: unknown, place: CardPlace): unknown {
  return cardsAt(spec, place).reduce((out, card) => moveCard(out, card, place, null), spec);
}

describe.each(GAMES.map((manifest) => [manifest.game.id, manifest] as const))('%s', (_id, manifest) => {
  it('hands taken back to the stock, the rest dealt, the moment sets up again', async () => {
    const plan = await planOf(manifest);
    const random = makeRandom(43);
    const problems: string[] = [];
    const all = moments(manifest, random);
    expect(all.length).toBeGreaterThan(STARTS / 2);
    for (const { options, spec, from } of all) {
      // Some hands emptied, at least one; the others as they were.
      const places = hands(manifest.position.places(options));
      const chosen = places.filter((_, i) => i === 0 || random.int(0, 1) === 0);
      const taken = chosen.reduce<unknown>((out, place) => emptied(out, place), spec);
      const { spec: dealt } = dealTheRest(manifest, taken, options, 7, plan);
      const result = setUpPosition(manifest, dealt, options, 7);
      if (!result.ok) problems.push(`${from}: ${result.problems.map((p) => p.message).join(' ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('never moves a card the reader placed, and deals each card once, the same for the same seed', async () => {
    const plan = await planOf(manifest);
    const random = makeRandom(4343);
    const { game } = manifest;
    for (const { options, spec, from } of moments(manifest, random).slice(0, 12)) {
      // Cards taken back at random from every place.
      const places = manifest.position.places(options);
      let taken = spec;
      for (const place of places)
        for (const card of cardsAt(spec, place)) if (random.int(0, 2) === 0) taken = moveCard(taken, card, place, null);
      const { spec: dealt } = dealTheRest(manifest, taken, options, 11, plan);
      for (const place of places) {
        const before = cardsAt(taken, place);
        const after = cardsAt(dealt, place);
        // What was there is there still, in its order; a place gains cards, never loses one.
        expect(
          after.filter((card, i) => i < before.length && card === before[i]),
          `${from}: ${place.label}`,
        ).toEqual(before);
      }
      const named = places.flatMap((place) => cardsAt(dealt, place)).map((text) => game.deck.parse(text) as string);
      const copies = new Map<string, number>();
      for (const card of game.deckCards(game.newGame(game.parseOptions(options), 0)) as readonly string[])
        copies.set(card, (copies.get(card) ?? 0) + 1);
      for (const card of new Set(named))
        expect(named.filter((c) => c === card).length, `${from}: ${card}`).toBeLessThanOrEqual(copies.get(card) ?? 0);
      expect(dealTheRest(manifest, taken, options, 11, plan).spec).toEqual(dealt);
    }
  });
});

/** The rest of `spec` dealt with the game's plan, at seed 5. */
async function deal(id: string, spec: unknown, options: unknown = {}, seed = 5): Promise<unknown> {
  const manifest = gameById(id);
  return dealTheRest(manifest, spec, options, seed, await planOf(manifest)).spec;
}

function sizes(spec: unknown, letters: readonly string[]): number[] {
  return letters.map((seat) => cardsAt(spec, { path: ['hands', seat], label: '', holds: 'list' }).length);
}

function setsUp(id: string, spec: unknown, options: unknown = {}): void {
  const result = setUpPosition(gameById(id), spec, options, 5);
  expect(result.ok ? [] : result.problems).toEqual([]);
}

describe("each game's sizes, and the cards its rules keep out of a hand", () => {
  it('Dawn: twelve a hand at the deal; in play, an empty hand is dealt twelve and a started one is left', async () => {
    const arrange = await deal('dawn', { phase: 'arrange', hands: { A: ['KS'], B: [], C: [] } }, { players: 3 });
    expect(sizes(arrange, ['A', 'B', 'C'])).toEqual([12, 12, 12]);
    setsUp('dawn', arrange, { players: 3 });
    const play = await deal('dawn', { hands: { A: ['KS', '9H'], B: [], C: [] }, pile: ['7S'] }, { players: 3 });
    expect(sizes(play, ['A', 'B', 'C'])).toEqual([2, 12, 12]);
    setsUp('dawn', play, { players: 3 });
  });

  it('Dawn: a player who has failed since the last card played is dealt no card of the rank needed', async () => {
    // Issue 43's trial: everyone failed to play a 6 and the turn is back with B, the first to fail;
    // "Deal the rest" gave A the 6 of hearts, which A would have had to play.
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const spec = {
        dealer: 'A',
        turn: 'B',
        firstFailer: 'B',
        pile: ['7D'],
        hands: { A: [], B: ['QC', '4H', '2S'], C: [], D: [] },
      };
      const dealt = await deal('dawn', spec, { players: 4 }, seed);
      for (const seat of ['A', 'B', 'C', 'D']) {
        const hand = cardsAt(dealt, { path: ['hands', seat], label: '', holds: 'list' });
        expect(
          hand.filter((card) => /^6/.test(card)),
          `seed ${seed}, ${seat}'s hand`,
        ).toEqual([]);
      }
      setsUp('dawn', dealt, { players: 4 });
    }
  });

  it('Day: two hole cards a seat, and the community cards of the round', async () => {
    const first = await deal('day', { phase: 'bet1', hands: { A: ['9R'] } }, { players: 3 });
    expect(sizes(first, ['A', 'B', 'C'])).toEqual([2, 2, 2]);
    expect(cardsAt(first, { path: ['community'], label: '', holds: 'list' })).toHaveLength(2);
    setsUp('day', { ...(first as object) }, { players: 3 });
    const second = await deal('day', { phase: 'bet2', hands: {} }, { players: 3 });
    expect(cardsAt(second, { path: ['community'], label: '', holds: 'list' })).toHaveLength(3);
    setsUp('day', second, { players: 3 });
  });

  it('Black & Red: seven a hand in play, none between hands', async () => {
    const play = await deal('black-and-red', { hands: { A: ['7D'], B: [] }, playerOneColour: 'red' });
    expect(sizes(play, ['A', 'B'])).toEqual([7, 7]);
    setsUp('black-and-red', play);
    const over = await deal('black-and-red', { phase: 'handOver', hands: { A: [], B: [] } });
    expect(sizes(over, ['A', 'B'])).toEqual([0, 0]);
  });

  it("Black & Red: the facts the dispute hardly turns on, set as a deal would; never the reader's", async () => {
    const manifest = gameById('black-and-red');
    const plan = await planOf(manifest);
    // Nothing discarded yet: an upcard turned from the cards not placed, as the deal does.
    const fresh = dealTheRest(manifest, { hands: { A: [], B: [] } }, {}, 5, plan);
    expect(typeof (fresh.spec as { upcard?: unknown }).upcard).toBe('string');
    expect(fresh.set).toEqual([expect.stringMatching(/^the upcard is the /)]);
    setsUp('black-and-red', fresh.spec);
    // A run under way: player one's colour, and who discarded last (the other player).
    const run = dealTheRest(manifest, { hands: { A: ['9H'], B: [] }, run: ['10H', 'JD'], turn: 'A' }, {}, 5, plan);
    expect(run.spec).toMatchObject({ lastDiscarder: 'B', playerOneColour: expect.stringMatching(/^(red|black)$/) });
    setsUp('black-and-red', run.spec);
    // After a go, the player to act carries on alone: they discarded last.
    const go = await deal('black-and-red', { hands: { A: [], B: [] }, run: ['2S'], turn: 'A', goes: ['B'] });
    expect(go).toMatchObject({ lastDiscarder: 'A' });
    // What the reader set stays.
    const own = { hands: { A: [], B: [] }, run: ['2S'], turn: 'A', playerOneColour: 'black', lastDiscarder: 'A' };
    expect(await deal('black-and-red', own)).toMatchObject({ playerOneColour: 'black', lastDiscarder: 'A' });
  });

  it('DWYN: the KROWN never goes into a hand; at the lay-out a hand and the cards laid out make seven', async () => {
    const layout = await deal(
      'dwyn',
      { stage: 'layout', hands: { A: [], B: [] }, tableaux: { B: ['RUGBY-HEAD', 'LEAF-TORSO'] } },
      { players: 2 },
    );
    expect(sizes(layout, ['A', 'B'])).toEqual([7, 5]);
    const play = await deal('dwyn', { hands: { A: ['CASTLE-4'], B: [], C: [] } }, { players: 3 });
    expect(sizes(play, ['A', 'B', 'C'])).toEqual([1, 7, 7]);
    for (const seat of ['A', 'B', 'C'])
      expect(cardsAt(play, { path: ['hands', seat], label: '', holds: 'list' })).not.toContain('KROWN');
    setsUp('dwyn', play, { players: 3 });
  });

  it('Dark Hearts: every hand the size of the largest, less a card played to the trick; the first lead kept out after trick 1', async () => {
    const late = await deal('dark-hearts', { hands: { A: ['L4H', 'L2C'], B: [], C: [], D: [] }, leader: 'A' });
    expect(sizes(late, ['A', 'B', 'C', 'D'])).toEqual([2, 2, 2, 2]);
    const dealt = ['A', 'B', 'C', 'D'].flatMap((seat) =>
      cardsAt(late, { path: ['hands', seat], label: '', holds: 'list' }),
    );
    // The Dark 2 of clubs opens the first trick (rule first-lead): long played by now.
    expect(dealt.map((card) => gameById('dark-hearts').game.deck.parse(card))).not.toContain(
      gameById('dark-hearts').game.deck.parse('D2C'),
    );
    setsUp('dark-hearts', late);
    // No card placed in a hand: a whole deal, and its first lead goes to the player who leads.
    const whole = await deal('dark-hearts', { hands: { A: [], B: [], C: [], D: [] }, leader: 'C' });
    expect(sizes(whole, ['A', 'B', 'C', 'D'])).toEqual([13, 13, 13, 13]);
    setsUp('dark-hearts', whole);
  });

  it('Dark Hearts: the tricks played, when given, set the hands: one trick over, twelve a hand and the first lead gone (issue 43 trial)', async () => {
    const { game } = gameById('dark-hearts');
    // A moment just after the first trick: the reader places the two cards in dispute and says one trick is over.
    const spec = await deal('dark-hearts', {
      hands: { A: ['L4H', 'L9S'], B: [], C: [], D: [] },
      leader: 'A',
      tricks: 1,
    });
    expect(sizes(spec, ['A', 'B', 'C', 'D'])).toEqual([12, 12, 12, 12]);
    const dealt = ['A', 'B', 'C', 'D'].flatMap((seat) =>
      cardsAt(spec, { path: ['hands', seat], label: '', holds: 'list' }),
    );
    expect(dealt.map((card) => game.deck.parse(card))).not.toContain(game.deck.parse('D2C'));
    setsUp('dark-hearts', spec);
    // Two tricks over, A has played to the third: eleven a hand, ten for A.
    const trick = { leader: 'A', shade: 'L', plays: ['L3H'] };
    const third = await deal('dark-hearts', { hands: { A: [], B: [], C: [], D: [] }, trick, tricks: 2 });
    expect(sizes(third, ['A', 'B', 'C', 'D'])).toEqual([10, 11, 11, 11]);
    setsUp('dark-hearts', third);
  });

  it('Dark Hearts: a player who went off suit in the trick is dealt no card of the suit led', async () => {
    const trick = { leader: 'A', shade: 'L', plays: ['L3H', 'L5S'] };
    const spec = await deal('dark-hearts', { hands: { A: ['LAC', 'L6C', 'L9C'], B: [], C: [], D: [] }, trick });
    expect(sizes(spec, ['A', 'B', 'C', 'D'])).toEqual([3, 3, 4, 4]);
    const { game } = gameById('dark-hearts');
    // Each card's name says its Light face first ("Light 3 of hearts, Dark 9 of clubs").
    const hearts = cardsAt(spec, { path: ['hands', 'B'], label: '', holds: 'list' }).filter((card) =>
      game.deck.facts(game.deck.parse(card)).name.split(',')[0]?.includes('hearts'),
    );
    expect(hearts).toEqual([]);
    setsUp('dark-hearts', spec);
  });

  it('Dark Hearts with three players: seventeen a hand, and one card left for the leftover', async () => {
    const spec = await deal('dark-hearts', { hands: { A: [], B: [], C: [] } }, { players: 3 });
    expect(sizes(spec, ['A', 'B', 'C'])).toEqual([17, 17, 17]);
    setsUp('dark-hearts', spec, { players: 3 });
  });
});
