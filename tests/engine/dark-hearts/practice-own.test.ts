// Dark Hearts' own practice question, kind `shade` (src/engine/dark-hearts/practice-own.ts), in its
// two forms, "Which shade should you lead this card in?" (choose-shade) and "What does it put into the
// trick, led either way?" (point-cards): over many seeds, every question is well formed, replays to
// a lead of the reader's own choosing, both of its leads are legal there and on deals the reader
// cannot tell from it (determinize), and the right answer is what the engine scores:
// each lead is made and the trick played out, and the trick's points (the engine's trick-won event)
// less the followers' point faces are the lead card's, read off the face's notation. A few seeds are
// read by hand.
import { describe, expect, test } from 'vitest';
import type { GameEvent } from '../../../src/engine/core/game.ts';
import { generateQuestion } from '../../../src/engine/core/practice/generate.ts';
import type { Question } from '../../../src/engine/core/practice/question.ts';
import { replay } from '../../../src/engine/core/replay.ts';
import { seedRng } from '../../../src/engine/core/rng.ts';
import { formatFace } from '../../../src/engine/dark-hearts/deck.ts';
import { darkHearts, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { DARK_HEARTS_PRACTICE } from '../../../src/engine/dark-hearts/practice.ts';
import { shadeKind } from '../../../src/engine/dark-hearts/practice-own.ts';
import { questionFor } from '../../../src/engine/core/practice/quiz.ts';
import { checkQuestion as checkShared } from '../practice/check-question.ts';

const SEEDS = 1_000;
const SEEDS_3P = 200;
const rules = new Set(Object.keys(darkHearts.rules));
const TOPICS = DARK_HEARTS_PRACTICE.topics.filter((t) => t.kind === 'shade').map((t) => t.rule);

function question(seed: number, rule: string | null = null, options?: unknown): Question {
  const q = generateQuestion(darkHearts, { kind: shadeKind, rule, seed, ...(options ? { options } : {}) });
  if (!q) throw new Error(`no question for seed ${seed} (rule ${String(rule)})`);
  return q;
}

/** A face's points read off its notation ("L10H", "DQS"), as the rules page states them. */
function notationPoints(face: string): number {
  const card = face.slice(1);
  return card === 'QS' ? 13 : card.endsWith('H') ? 1 : 0;
}

/**
 * The points the lead `face` puts into the trick, as the engine scores it: the lead is made, every
 * other seat plays its first legal card, and the followers' point faces are taken off the trick's.
 */
function leadPoints(start: DarkHeartsState, face: string): number {
  let state = start;
  const seat = start.leader;
  const lead = darkHearts.apply(state, seat, darkHearts.parseAction(face));
  const first = lead.events[0] as GameEvent;
  expect(first.kind).toBe('lead');
  expect(first.rule).toBe('choose-shade');
  expect(first.detail?.['shade']).toBe(face.charAt(0));
  state = lead.state;
  let followers = 0;
  for (let plays = 1; plays < darkHearts.seatCount(start); plays++) {
    const next = darkHearts.toAct(state)[0] as number;
    const action = darkHearts.legalActions(state, next)[0];
    const applied = darkHearts.apply(state, next, action as NonNullable<typeof action>);
    const play = applied.events[0] as GameEvent;
    followers += notationPoints(formatFace(play.cards?.[0] as string, play.detail?.['shade'] as 'L' | 'D'));
    const won = applied.events.find((e) => e.kind === 'trick-won');
    if (won) return Number(won.detail?.['points']) - followers;
    state = applied.state;
  }
  throw new Error('the trick did not end');
}

/** "As Light, 1 Light point; as Dark, no points": the points form's words for what each lead brings. */
const brings = (light: number, dark: number): string =>
  `As Light, ${light === 0 ? 'no points' : `${light} Light point${light === 1 ? '' : 's'}`}; as Dark, ${dark === 0 ? 'no points' : `${dark} Dark point${dark === 1 ? '' : 's'}`}`;

function checkQuestion(q: Question, expectedRule: string | null): void {
  expect(q.kind).toBe('shade');
  expect(rules.has(q.rule)).toBe(true);
  if (expectedRule !== null) expect(q.rule).toBe(expectedRule);
  expect(q.multiple).toBe(false);
  expect(q.move).toBeNull();
  expect(q.prompt.length).toBeGreaterThan(0);
  expect(q.answer.length).toBeGreaterThan(0);
  expect(q.choices).toHaveLength(3);
  expect(new Set(q.choices.map((c) => c.label)).size).toBe(3);
  expect(new Set(q.choices.map((c) => c.id)).size).toBe(3);
  expect(q.choices.filter((c) => c.right)).toHaveLength(1);
  for (const choice of q.choices) {
    expect(choice.why.length).toBeGreaterThan(0);
    if (choice.rule !== null) expect(rules.has(choice.rule)).toBe(true);
  }
  // Every choice is about one card, and the question names both its faces.
  const card = q.choices[0]?.card as string;
  expect(new Set(q.choices.map((c) => c.card))).toEqual(new Set([card]));
  const faces = { L: formatFace(card, 'L'), D: formatFace(card, 'D') };
  const leads = [darkHearts.parseAction(faces.L), darkHearts.parseAction(faces.D)];

  // The position replays to a lead of the reader's own choosing, after the first trick.
  const { state } = replay<DarkHeartsState>(darkHearts, q.record);
  const seat = q.record.seat;
  expect(darkHearts.outcome(state)).toBeNull();
  expect(darkHearts.toAct(state)).toContain(seat);
  expect(state.phase).toBe('play');
  expect(state.trick).toBeNull();
  expect(state.tricksPlayed).toBeGreaterThan(0);
  expect(state.leader).toBe(seat);
  expect(state.hands[seat]).toContain(card);

  // Both leads are legal, here and on a deal the reader cannot tell from this one.
  const other = darkHearts.determinize(state, seat, seedRng(q.seed));
  for (const action of leads) {
    expect(darkHearts.explain(state, seat, action)).toBeNull();
    expect(darkHearts.explain(other, seat, action)).toBeNull();
  }
  // What each lead puts into the trick, as the engine scores it: one face some points, the other none.
  const points = { L: leadPoints(state, faces.L), D: leadPoints(state, faces.D) };
  expect(points.L).toBe(notationPoints(faces.L));
  expect(points.D).toBe(notationPoints(faces.D));
  expect([points.L, points.D].filter((p) => p > 0)).toHaveLength(1);
  const right = q.choices.find((c) => c.right);
  if (q.rule === 'choose-shade') {
    // The right lead puts no points into the trick; the wrong one some; "neither" is never right.
    expect(right?.id).toBe(points.L === 0 ? faces.L : faces.D);
    expect(q.choices.find((c) => c.id === 'neither')?.right).toBe(false);
  } else {
    expect(right?.label).toBe(brings(points.L, points.D));
  }
}

describe('the shade question', () => {
  test(`is well formed and right by the engine over ${SEEDS} seeds, Light and Dark both often right`, () => {
    let light = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const q = question(seed);
      checkQuestion(q, 'point-cards');
      if (q.choices.find((c) => c.right)?.label.startsWith('As Light, no points')) light++;
    }
    expect(light).toBeGreaterThan(SEEDS * 0.35);
    expect(light).toBeLessThan(SEEDS * 0.65);
  }, 30_000);

  test(`with three players, over ${SEEDS_3P} seeds`, () => {
    for (let seed = 1; seed <= SEEDS_3P; seed++) checkQuestion(question(seed, null, { players: 3 }), 'point-cards');
  });

  test('each topic the page offers makes a question on its rule for every seed', () => {
    expect(TOPICS).toEqual(['point-cards', 'choose-shade']);
    for (const rule of TOPICS) {
      for (let seed = 1; seed <= 200; seed++) checkQuestion(question(seed, rule), rule);
    }
  });

  test('each topic passes the checks every practice question must pass (check-question.ts)', async () => {
    for (const topic of DARK_HEARTS_PRACTICE.topics.filter((t) => t.kind === 'shade')) {
      for (let seed = 1; seed <= 40; seed++) {
        const q = await questionFor(darkHearts, DARK_HEARTS_PRACTICE, topic, seed);
        expect(q?.rule).toBe(topic.rule);
        if (q) checkShared(darkHearts, q);
      }
    }
  });

  test('a seed always gives the same question', () => {
    expect(question(11)).toEqual(question(11));
  });

  test('seed 1: D leads the Light 10 of hearts / Dark 7 of clubs card, and Dark keeps it free of points', () => {
    const q = question(1, 'choose-shade');
    expect(q.record.seat).toBe(3);
    expect(q.prompt).toBe(
      'You lead this trick with your Light 10 of hearts / Dark 7 of clubs card, which you may lead in either shade. Which shade should you announce so that your lead card puts no points into the trick?',
    );
    const byId = Object.fromEntries(q.choices.map((c) => [c.id, c]));
    expect([byId['L10H']?.label, byId['L10H']?.right]).toEqual(['Light: the Light 10 of hearts', false]);
    expect([byId['D7C']?.label, byId['D7C']?.right]).toEqual(['Dark: the Dark 7 of clubs', true]);
    expect([byId['neither']?.label, byId['neither']?.right]).toEqual([
      'Neither: both faces count, whichever shade you name',
      false,
    ]);
    expect(byId['L10H']?.why).toBe(
      'D (you) leads the Light 10 of hearts: a Light trick. The Light 10 of hearts is worth 1 Light point in a Light trick. Light hearts are broken, so you may lead it that way, but it puts that point into the trick for whoever wins it.',
    );
    expect(byId['neither']?.why).toBe(
      "Only the faces of the trick's shade count: led as Dark, the Light 10 of hearts on the same card is ignored.",
    );
    expect(q.answer).toBe(
      "Lead it as Dark: the Dark 7 of clubs carries no points. Only the faces of the trick's shade count, and as Light it would be the Light 10 of hearts, worth 1 Light point.",
    );
  });

  test('seed 1, on the points: as Light 1 Light point, as Dark none', () => {
    const q = question(1);
    expect(q.prompt).toBe(
      'You lead this trick with your Light 10 of hearts / Dark 7 of clubs card, which you may lead in either shade. What does it put into the trick if you lead it as Light, and if you lead it as Dark?',
    );
    expect(q.choices.find((c) => c.right)?.label).toBe('As Light, 1 Light point; as Dark, no points');
    expect(q.choices.find((c) => c.id === 'always')?.label).toBe('1 Light point whichever shade you lead it in');
    expect(q.choices.find((c) => c.id === 'swapped')?.label).toBe('As Light, no points; as Dark, 1 Dark point');
  });

  test('seed 3: the Light Jack of clubs / Dark 4 of hearts card is safe as Light', () => {
    const q = question(3, 'choose-shade');
    expect(q.choices.find((c) => c.right)?.id).toBe('LJC');
    expect(q.choices.find((c) => c.id === 'LJC')?.why).toContain('the Dark 4 of hearts on the same card is ignored');
    expect(q.choices.find((c) => c.id === 'D4H')?.why).toContain('Dark hearts are broken');
    const { state } = replay<DarkHeartsState>(darkHearts, q.record);
    expect(state.broken.D).toBe(true);
  });

  test('seed 8, in a later hand: the Light Queen of diamonds, not the Dark 6 of hearts', () => {
    const q = question(8);
    expect(q.choices.find((c) => c.right)?.label).toBe('As Light, no points; as Dark, 1 Dark point');
    expect(q.answer).toContain('worth 1 Dark point');
  });
});
