// Black & Red's own practice question ("What is the total? May you go?", practice-own.ts): over
// many seeds every question is well formed, its position replays to the seat's turn, and its right
// answer agrees with the engine asked again here, on the real deal and on one the reader cannot
// tell from it; and a few questions read as they should.

import { kindById } from '../../../src/engine/core/practice/spec.ts';
import { describe, expect, it } from 'vitest';
import { blackAndRed, type BlackAndRedState } from '../../../src/engine/black-and-red/index.ts';
import { discardAction, GO } from '../../../src/engine/black-and-red/actions.ts';
import { totalKind, TOTAL_RULES } from '../../../src/engine/black-and-red/practice-own.ts';
import { BLACK_AND_RED_PRACTICE } from '../../../src/engine/black-and-red/practice.ts';
import { cardName, type Card } from '../../../src/engine/core/cards.ts';
import type { Question } from '../../../src/engine/core/practice/question.ts';
import { generateQuestion } from '../../../src/engine/core/practice/generate.ts';
import { replay } from '../../../src/engine/core/replay.ts';
import { seedRng } from '../../../src/engine/core/rng.ts';

const game = blackAndRed;
const SEEDS = 1_000;

function question(seed: number, rule: string | null = null): Question {
  const q = generateQuestion(game, { kind: totalKind, rule, seed });
  if (!q) throw new Error(`No question for seed ${seed} (${String(rule)}).`);
  return q;
}

function positionOf(q: Question): BlackAndRedState {
  return replay<BlackAndRedState>(game, q.record).state;
}

/** The card the prompt names ("...if you discard the 8 of spades?"), found in the seat's hand. */
function promptCard(q: Question, state: BlackAndRedState): Card {
  const hand = state.hands[q.record.seat] ?? [];
  const card = hand.find(
    (c) => q.prompt.includes(`discard the ${cardName(c)}?`) || q.prompt.includes(`discard the ${cardName(c)},`),
  );
  if (!card) throw new Error(`No card of the hand in "${q.prompt}".`);
  return card;
}

/**
 * What the right choice must say, worked out from the engine here: for "may you go?", the go
 * choice or a discard legalActions offers; for a discard, "You may not discard it" when explain
 * refuses it, else the total of apply's discard event (and at 31 who leads, from its event).
 */
function expectedRight(q: Question, state: BlackAndRedState): (label: string, id: string) => boolean {
  const seat = q.record.seat;
  if (q.rule === 'go') {
    const legal = game.legalActions(state, seat);
    if (legal.includes(GO)) return (_label, id) => id === 'go';
    return (_label, id) => legal.some((a) => a.type === 'discard' && a.card === id);
  }
  const card = promptCard(q, state);
  const action = discardAction(card);
  if (game.explain(state, seat, action) !== null) return (label) => label === 'You may not discard it';
  const events = game.apply(state, seat, action).events;
  const discard = events.find((e) => e.kind === 'discard');
  const total = discard?.detail?.['total'];
  const end = events.find((e) => e.kind === 'thirty-one');
  if (end) {
    const leader = Number(end.detail?.['leader']);
    const who = leader === seat ? 'you lead' : `${String.fromCharCode(65 + leader)} leads`;
    return (label) => label === `31: the run is over, and ${who} the next one`;
  }
  if (discard?.detail?.['leading']) {
    const colour = String(discard.detail['colour']);
    return (label) => label.startsWith(`${String(total)}: a ${colour} run`);
  }
  return (label) => label === String(total);
}

describe('Black & Red practice: what is the total, may you go?', () => {
  const rules = Object.keys(game.rules);

  it('is registered with its topics', async () => {
    expect(await kindById(BLACK_AND_RED_PRACTICE, 'total')).toBe(totalKind);
    const topics = BLACK_AND_RED_PRACTICE.topics.filter((t) => t.kind === 'total').map((t) => t.rule);
    for (const rule of topics) expect(TOTAL_RULES).toContain(rule);
  });

  it(`makes a sound question for each of ${SEEDS} seeds`, () => {
    const rights = new Map<string, number>();
    for (let seed = 1; seed <= SEEDS; seed++) {
      const q = question(seed);
      const where = `seed ${seed}: ${q.prompt}`;
      expect(q.game, where).toBe('black-and-red');
      expect(q.kind, where).toBe('total');
      expect(rules, where).toContain(q.rule);
      expect(q.multiple, where).toBe(false);
      expect(q.choices.length, where).toBeGreaterThanOrEqual(2);
      expect(q.choices.length, where).toBeLessThanOrEqual(6);
      expect(new Set(q.choices.map((c) => c.label)).size, where).toBe(q.choices.length);
      expect(new Set(q.choices.map((c) => c.id)).size, where).toBe(q.choices.length);
      const right = q.choices.filter((c) => c.right);
      expect(right.length, where).toBe(1);
      for (const c of q.choices) {
        expect(c.why.length, where).toBeGreaterThan(0);
        if (c.rule !== null) expect(rules, where).toContain(c.rule);
      }
      expect(q.answer.length, where).toBeGreaterThan(0);

      // The position replays to the seat's turn, in a hand being played.
      const state = positionOf(q);
      expect(game.toAct(state), where).toContain(q.record.seat);
      expect(state.phase, where).toBe('play');

      // The right answer is the engine's, on this deal and on one the reader cannot tell from it.
      const chosen = right[0]!;
      expect(expectedRight(q, state)(chosen.label, chosen.id), where).toBe(true);
      const other = game.determinize(state, q.record.seat, seedRng(seed));
      expect(expectedRight(q, other)(chosen.label, chosen.id), where).toBe(true);
      // No wrong choice is also right.
      const check = expectedRight(q, state);
      for (const c of q.choices.filter((c) => !c.right))
        expect(check(c.label, c.id), `${where} / ${c.label}`).toBe(false);

      const key = `${q.rule}:${/^\d/.test(chosen.label) ? 'total' : chosen.id === 'go' ? 'go' : chosen.label === 'You may not discard it' ? 'refused' : 'discard'}`;
      rights.set(key, (rights.get(key) ?? 0) + 1);
    }
    // Neither "yes" nor "no" is nearly always the answer.
    const share = (a: string, b: string): number =>
      (rights.get(a) ?? 0) / ((rights.get(a) ?? 0) + (rights.get(b) ?? 0));
    expect(share('go:go', 'go:discard')).toBeGreaterThan(0.3);
    expect(share('go:go', 'go:discard')).toBeLessThan(0.7);
    expect(share('running-total:total', 'running-total:refused')).toBeGreaterThan(0.3);
    expect(share('running-total:total', 'running-total:refused')).toBeLessThan(0.7);
    expect(share('run-colour:total', 'run-colour:refused')).toBeGreaterThan(0.3);
    expect(share('run-colour:total', 'run-colour:refused')).toBeLessThan(0.7);
  });

  it('finds a question on each topic rule for every seed tried', () => {
    for (const rule of TOTAL_RULES) {
      for (let seed = 1; seed <= 50; seed++) {
        const q = question(seed, rule);
        expect(q.rule).toBe(rule);
      }
    }
  });

  it('asks the same question for the same seed', () => {
    expect(question(7)).toEqual(question(7));
  });

  it('seed 11: go, when every black card would pass 31', () => {
    const q = question(11);
    expect(q.rule).toBe('go');
    expect(q.prompt).toBe('It is your turn. The run is black and the total is 29. May you say go?');
    const right = q.choices.find((c) => c.right)!;
    expect(right.label).toBe('Yes: you cannot discard, so you say go');
    expect(right.why).toBe('A (you) cannot discard without going over 31: go. A (you) draws nothing.');
    const eight = q.choices.find((c) => c.card === '8S')!;
    expect(eight.label).toBe('No: you may discard the 8 of spades (total 37)');
    expect(eight.right).toBe(false);
    expect(eight.why).toBe('The total is 29; the 8 of spades counts 8, which would take it to 37, over 31.');
    expect(eight.rule).toBe('running-total');
  });

  it('thirty-one seed 1: 29 and the 2 of spades make 31, and you lead the next run', () => {
    const q = question(1, 'thirty-one');
    expect(q.prompt).toBe(
      'It is your turn. The run is black and the total is 29. What is the total if you discard the 2 of spades?',
    );
    expect(q.choices.find((c) => c.right)?.label).toBe('31: the run is over, and you lead the next one');
    expect(q.choices.map((c) => c.label).sort()).toEqual(
      [
        '29',
        '31: the run goes on',
        '31: the run is over, and A leads the next one',
        '31: the run is over, and you lead the next one',
        'You may not discard it',
      ].sort(),
    );
    expect(q.answer).toContain('29 + 2 = 31');
  });

  it('seed 3: a heart in a black run may not be discarded', () => {
    const q = question(3);
    expect(q.rule).toBe('run-colour');
    expect(q.prompt).toBe(
      'It is your turn. The run is black and the total is 1. What is the total if you discard the Jack of hearts?',
    );
    expect(q.choices.map((c) => [c.label, c.right])).toEqual([
      ['10', false],
      ['11', false],
      ['You may not discard it', true],
    ]);
    expect(q.answer).toBe('This run is black: every discard in it must be black.');
  });
});
