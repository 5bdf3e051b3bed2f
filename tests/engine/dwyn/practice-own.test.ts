// DWYN's own practice question (src/engine/dwyn/practice-own.ts, kind `body`): for a thousand
// seeds of each topic, the question is well formed, its position replays, its answer agrees with
// the engine checked another way (a STEAL's legality for protection, the view's body flag and the
// cards' parts for a body), and it follows from the asked seat's view alone.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/core/game.ts';
import { generateQuestion } from '../../../src/engine/core/practice/generate.ts';
import type { Question } from '../../../src/engine/core/practice/question.ts';
import { replay } from '../../../src/engine/core/replay.ts';
import { makeRandom, seedRng } from '../../../src/engine/core/rng.ts';
import { seatLetter } from '../../../src/engine/core/seats.ts';
import { BODY_PARTS, dwynPart, isBody, STEAL } from '../../../src/engine/dwyn/deck.ts';
import { dwyn, type DwynState } from '../../../src/engine/dwyn/index.ts';
import { DWYN_PRACTICE } from '../../../src/engine/dwyn/practice.ts';
import { dwynBodyKind } from '../../../src/engine/dwyn/practice-own.ts';
import { DWYN_RULES } from '../../../src/engine/dwyn/rules.ts';

const SEEDS = 1_000;
const RULES = new Set<string>(Object.keys(DWYN_RULES));

function question(rule: string | null, seed: number): Question {
  const q = generateQuestion(dwyn, { kind: dwynBodyKind, rule, seed });
  if (q === null) throw new Error(`No ${rule ?? 'any'} question for seed ${seed}.`);
  return q;
}

function reached(q: Question): DwynState {
  return replay<DwynState>(dwyn, q.record).state;
}

/** The seat a body question is about: "does B still need", or the reader for "do you". */
function targetOf(q: Question): Seat {
  if (q.prompt.includes('do you still need')) return q.record.seat;
  const match = /does ([A-F]) still need/.exec(q.prompt);
  if (!match) throw new Error(`No seat in "${q.prompt}".`);
  return (match[1] as string).charCodeAt(0) - 65;
}

/** Rule protection, through legality: may the next seat, holding a STEAL on its turn, take the card? */
function stealable(state: DwynState, owner: Seat, card: string): { legal: boolean; rule: string | null } {
  const thief = (owner + 1) % state.hands.length;
  const hands = state.hands.map((hand, seat) => (seat === thief ? [...hand, STEAL] : hand));
  const turn: DwynState = { ...state, phase: 'play', stage: 'act', duel: null, turn: thief, hands };
  const action = dwyn.parseAction(`steal ${seatLetter(owner)} ${card}`);
  const legal = dwyn.legalActions(turn, thief).some((a) => dwyn.formatAction(a) === dwyn.formatAction(action));
  return { legal, rule: dwyn.explain(turn, thief, action)?.rule ?? null };
}

function checkShape(q: Question): void {
  expect(q.game).toBe('dwyn');
  expect(q.kind).toBe('body');
  expect(RULES.has(q.rule)).toBe(true);
  expect(q.choices.length).toBeGreaterThanOrEqual(2);
  expect(q.choices.length).toBeLessThanOrEqual(6);
  expect(q.choices.some((c) => c.right)).toBe(true);
  expect(new Set(q.choices.map((c) => c.label)).size).toBe(q.choices.length);
  expect(new Set(q.choices.map((c) => c.id)).size).toBe(q.choices.length);
  for (const c of q.choices) {
    expect(c.rule === null || RULES.has(c.rule)).toBe(true);
    expect(c.why.length).toBeGreaterThan(10);
  }
  expect(q.multiple).toBe(true);
  expect(q.move).toBeNull();
  expect(q.prompt.endsWith('Choose all that apply.')).toBe(true);
  expect(q.answer.length).toBeGreaterThan(10);
}

function checkAnswer(q: Question): void {
  const state = reached(q);
  // The position replays to a state where the asked seat may act.
  expect(dwyn.toAct(state)).toContain(q.record.seat);
  expect(dwyn.outcome(state)).toBeNull();
  if (q.rule === 'protection') {
    expect(q.choices.some((c) => !c.right)).toBe(true);
    for (const c of q.choices) {
      const [letter, card] = c.id.split(':') as [string, string];
      const owner = letter.charCodeAt(0) - 65;
      expect(c.card).toBe(card);
      expect(state.tableaux[owner]).toContain(card);
      const steal = stealable(state, owner, card);
      // Protected exactly when a STEAL is refused: by rule protection, or, when every card the
      // thief's opponents have is protected, by rule steal's "no opponent has a card you could take".
      expect(c.right).toBe(!steal.legal);
      if (c.right) expect(['protection', 'steal']).toContain(steal.rule);
      else expect(steal.rule).toBeNull();
    }
  } else {
    expect(q.rule).toBe('body-cards');
    const target = targetOf(q);
    const tableau = state.tableaux[target] ?? [];
    const parts = new Set(tableau.filter(isBody).map(dwynPart));
    for (const part of BODY_PARTS) expect(q.choices.find((c) => c.id === part)?.right).toBe(!parts.has(part));
    const whole = dwyn.view(state, q.record.seat).seats[target]?.body;
    expect(q.choices.find((c) => c.id === 'none')?.right).toBe(whole);
  }
}

describe('the body kind, for a thousand seeds of each topic', () => {
  for (const rule of ['body-cards', 'protection', null]) {
    test(`${rule ?? 'any rule'}: well formed, replays, and agrees with the engine`, () => {
      const rights = new Map<string, number>();
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = question(rule, seed);
        if (rule !== null) expect(q.rule).toBe(rule);
        checkShape(q);
        checkAnswer(q);
        for (const c of q.choices) rights.set(String(c.right), (rights.get(String(c.right)) ?? 0) + 1);
      }
      // Neither answer is right almost always.
      const yes = rights.get('true') ?? 0;
      const no = rights.get('false') ?? 0;
      expect(yes / (yes + no)).toBeGreaterThan(0.25);
      expect(yes / (yes + no)).toBeLessThan(0.6);
    });
  }

  test('the topics on the page are the kind’s', () => {
    const topics = DWYN_PRACTICE.topics.filter((t) => t.kind === 'body').map((t) => t.rule);
    expect(topics).toEqual(['body-cards', 'protection']);
  });

  test('the answer follows from the asked seat’s view: hidden cards redealt, the same question', () => {
    for (let seed = 1; seed <= 200; seed++) {
      for (const rule of ['body-cards', 'protection']) {
        const q = question(rule, seed);
        const state = reached(q);
        const seat = q.record.seat;
        const other = dwyn.determinize(state, seat, seedRng(seed)) as DwynState;
        const spot = (s: DwynState, chance: number) => ({
          game: dwyn,
          state: s,
          seat,
          legal: dwyn.legalActions(s, seat),
          record: q.record,
          random: makeRandom(chance),
        });
        // The kind skips some spots by chance: try generators until three ask, the same one for both states.
        let asked = 0;
        for (let chance = 1; chance <= 300 && asked < 3; chance++) {
          const here = dwynBodyKind.ask(spot(state, chance), rule);
          expect(dwynBodyKind.ask(spot(other, chance), rule)).toEqual(here);
          if (here !== null) asked++;
        }
        expect(asked).toBeGreaterThan(0);
      }
    }
  });
});

describe('hand-picked questions', () => {
  test('body-cards, seed 3: B (you) has two FEET and a HEAD, and needs only a TORSO', () => {
    const q = question('body-cards', 3);
    expect(q.record.seat).toBe(1);
    expect(q.prompt).toBe('Which body parts do you still need for a whole body? Choose all that apply.');
    expect(q.choices.map((c) => [c.label, c.right])).toEqual([
      ['HEAD', false],
      ['TORSO', true],
      ['FEET', false],
      ['Nothing: you already have a whole body', false],
    ]);
    expect(q.choices[2]?.why).toBe('You already have FEET in front of you: the Miner feet and the Skull feet.');
    expect(q.answer).toContain('so you still need a TORSO.');
  });

  test('protection, seed 7: your Skull head and torso lack the feet; B has the whole Miner body', () => {
    const q = question('protection', 7);
    expect(q.record.seat).toBe(0);
    expect(q.choices.map((c) => [c.label, c.right])).toEqual([
      ['Your Skull head', false],
      ['Your Skull torso', false],
      ['B’s Miner torso', true],
    ]);
    expect(q.choices[0]?.why).toBe(
      'You do not have the Skull feet in front of you, so the Skull head is not protected: a STEAL or a DWYN can take it.',
    );
    expect(q.choices[2]?.why).toBe('B has the whole Miner body, so the Miner torso is protected.');
    expect(reached(q).tableaux[1]).toEqual(expect.arrayContaining(['MINER-HEAD', 'MINER-TORSO', 'MINER-FEET']));
  });

  test('any rule, seed 4: four cards of four suits make A a whole body', () => {
    const q = question(null, 4);
    expect(q.rule).toBe('body-cards');
    expect(q.prompt).toBe('Which body parts does A still need for a whole body? Choose all that apply.');
    expect(q.choices.filter((c) => c.right).map((c) => c.label)).toEqual(['Nothing: A already has a whole body']);
    expect(q.answer).toBe(
      'A has the Castle feet, the Skull torso, the Leaf head and the Miner head in front of them. A body is a HEAD, a TORSO and FEET of any suits, so A already has a whole body.',
    );
  });
});
