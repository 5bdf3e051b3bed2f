// Dawn's own practice question, "Is this dawn?" (src/engine/dawn/practice-own.ts): over many seeds,
// every question is well formed, replays to a position where the reader may act, and its answer
// agrees with the engine (the move applied brings a dawn event) and with the reader's own hand
// (no black card left once the card is played); a few seeds are read and checked by hand.
import { kindById } from '../../../src/engine/core/practice/spec.ts';
import { describe, expect, test } from 'vitest';
import { isRed, type Card } from '../../../src/engine/core/cards.ts';
import type { GameEvent } from '../../../src/engine/core/game.ts';
import { generateQuestion } from '../../../src/engine/core/practice/generate.ts';
import type { Question } from '../../../src/engine/core/practice/question.ts';
import { seatName } from '../../../src/engine/core/telling.ts';
import { replay } from '../../../src/engine/core/replay.ts';
import { seedRng } from '../../../src/engine/core/rng.ts';
import { dawn, type DawnAction, type DawnState } from '../../../src/engine/dawn/index.ts';
import { DAWN_PRACTICE } from '../../../src/engine/dawn/practice.ts';
import { isDawnKind } from '../../../src/engine/dawn/practice-own.ts';

const SEEDS = 1_000;
const rules = new Set(Object.keys(dawn.rules));

function question(seed: number, options?: unknown): Question {
  const q = generateQuestion(dawn, { kind: isDawnKind, rule: 'dawn', seed, options });
  if (!q) throw new Error(`no question for seed ${seed}`);
  return q;
}

/** The position the question shows, and the play its move sentence names (found among the legal plays). */
function positionOf(q: Question): { state: DawnState; action: DawnAction; events: readonly GameEvent[] } {
  const { state } = replay<DawnState>(dawn, q.record);
  const seat = q.record.seat;
  expect(dawn.toAct(state)).toContain(seat);
  const name = (s: number): string => seatName(s, seat);
  for (const action of dawn.legalActions(state, seat)) {
    if (action.type !== 'play') continue;
    const events = dawn.apply(state, seat, action).events;
    if (events[0] && dawn.describeEvent(events[0], name) === q.move) return { state, action, events };
  }
  throw new Error(`seed ${q.seed}: no legal play says "${q.move}"`);
}

const rightId = (q: Question): string | undefined => q.choices.find((c) => c.right)?.id;
/** "No: you still hold …" as the right choice says it, by the black cards left. */
const HELD = ['', 'one black card', 'two black cards'];

describe('is-dawn', () => {
  test('is registered, with rule dawn as its topic', async () => {
    expect(await kindById(DAWN_PRACTICE, 'is-dawn')).toBe(isDawnKind);
    expect(DAWN_PRACTICE.topics).toContainEqual({ kind: 'is-dawn', rule: 'dawn' });
  });

  test(`${SEEDS} seeds: well formed, replayable, and answered as the engine and the reader's hand say`, () => {
    let yes = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const q = question(seed);
      expect(q.kind).toBe('is-dawn');
      expect(q.rule).toBe('dawn');
      expect(rules.has(q.rule)).toBe(true);
      expect(q.multiple).toBe(false);
      expect(q.choices.length).toBeGreaterThanOrEqual(3);
      expect(q.choices.length).toBeLessThanOrEqual(6);
      expect(new Set(q.choices.map((c) => c.label)).size).toBe(q.choices.length);
      expect(q.choices.filter((c) => c.right)).toHaveLength(1);
      for (const c of q.choices) {
        expect(c.rule === null || rules.has(c.rule)).toBe(true);
        expect(c.why.length).toBeGreaterThan(0);
      }
      expect(q.prompt).toMatch(/dawn/);
      expect(q.move).not.toBeNull();

      const { state, action, events } = positionOf(q);
      const seat = q.record.seat;
      const brings = events.some((e) => e.kind === 'dawn' && e.seat === seat);
      expect(rightId(q), `seed ${seed}`).toBe(brings ? 'yes' : 'held');
      if (brings) yes++;

      // The reader's own hand, as the island shows it, says the same: no black card left, or as
      // many as the right choice says.
      const hand = dawn.view(state, seat).seats[seat]?.cards ?? [];
      const card = (action as { card: Card }).card;
      const left = hand.toSpliced(hand.indexOf(card), 1);
      expect(left.every(isRed), `seed ${seed}`).toBe(brings);
      const black = left.filter((c) => !isRed(c)).length;
      if (!brings) expect(q.choices.find((c) => c.right)?.label).toBe(`No: you still hold ${HELD[black] ?? ''}`);
      // And no hidden card changes it: the same play on a deal the reader cannot tell apart.
      const other = dawn.determinize(state, seat, seedRng(seed));
      expect(dawn.apply(other, seat, action).events.some((e) => e.kind === 'dawn' && e.seat === seat)).toBe(brings);
    }
    // Neither answer is right almost always.
    expect(yes / SEEDS).toBeGreaterThan(0.3);
    expect(yes / SEEDS).toBeLessThan(0.6);
  }, 60_000);

  test('the same seed gives the same question', () => {
    expect(question(7)).toEqual(question(7));
  });

  test('Dusk asks about dusk and red cards', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const q = generateQuestion(dawn, { kind: isDawnKind, rule: 'dusk', seed, options: { variant: 'dusk' } });
      expect(q?.rule).toBe('dusk');
      expect(q?.prompt).toMatch(/dusk/);
      const { state, action, events } = positionOf(q as Question);
      const seat = (q as Question).record.seat;
      const hand = dawn.view(state, seat).seats[seat]?.cards ?? [];
      const left = hand.toSpliced(hand.indexOf((action as { card: Card }).card), 1);
      expect(rightId(q as Question)).toBe(events.some((e) => e.kind === 'dawn' && e.rule === 'dusk') ? 'yes' : 'held');
      expect(left.some(isRed)).toBe(rightId(q as Question) === 'held');
    }
  });

  test('no question for another rule', () => {
    expect(generateQuestion(dawn, { kind: isDawnKind, rule: 'one-lower', seed: 1 })).toBeNull();
  });
});

describe('is-dawn: seeds read by hand', () => {
  test('seed 2: C plays the 3 of spades, the last black card, and it is dawn', () => {
    const q = question(2);
    expect(q.move).toBe('C (you) plays the 3 of spades.');
    expect(rightId(q)).toBe('yes');
    const yes = q.choices.find((c) => c.id === 'yes');
    expect(yes?.label).toBe('Yes: you hold no black cards, so it is dawn and you win the hand');
    expect(yes?.why).toMatch(/^C \(you\) has no black cards left, holding only the Jack of hearts, .*: dawn! /);
    expect(q.choices.find((c) => c.id === 'one')?.why).toMatch(
      /^Once the 3 of spades leaves your hand you hold no black card at all/,
    );
    expect(q.choices.find((c) => c.id === 'empty')?.why).toMatch(/^Red cards do not count/);
  });

  test('seed 10: a red Ace clears the pile, but A still holds the Ace of clubs', () => {
    const q = question(10);
    expect(q.move).toBe('A (you) plays the Ace of diamonds.');
    expect(rightId(q)).toBe('held');
    expect(q.choices.find((c) => c.id === 'held')?.why).toBe(
      'After the Ace of diamonds you still hold one black card: the Ace of clubs. Only a hand with no black cards at all wins.',
    );
    expect(q.answer).toBe(
      'No, not yet. After the Ace of diamonds you still hold one black card: the Ace of clubs. An Ace clears the pile, and A (you) starts a new one.',
    );
  });

  test('seed 23: a black Ace is shed, but the Queen of spades is still in hand', () => {
    const q = question(23);
    expect(q.move).toBe('B (you) plays the Ace of clubs.');
    expect(rightId(q)).toBe('held');
    expect(q.choices.find((c) => c.id === 'held-2')?.why).toBe(
      'After the Ace of clubs you still hold one black card, not two: the Queen of spades.',
    );
    expect(q.choices.find((c) => c.id === 'yes')?.why).toBe(
      'Not dawn. After the Ace of clubs you still hold one black card: the Queen of spades. Only a hand with no black cards at all wins.',
    );
  });
});
