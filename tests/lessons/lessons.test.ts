// Guided lessons (content/lessons/<game>.yaml): each passes the build's checks on every path a
// reader may take, plays as the island will play it (a refusal with its rule, a nudge for a legal
// move the lesson does not want, the same hand every time), and a broken lesson fails naming its
// file and beat.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { gameById } from '../../src/engine/registry.ts';
import { checkLesson, MAX_DECISIONS, MAX_WORDS } from '../../src/lessons/check.ts';
import { acceptedMoves, attempt, openLesson, readOn, type Lesson, type LessonPoint } from '../../src/lessons/lesson.ts';
import { progressOf, replay, stepOf, type Step } from '../../src/lessons/progress.ts';
import { quickStartRules } from '../../src/lessons/quick-start.ts';
import { LessonError, parseLessonFile, type LessonScript } from '../../src/lessons/script.ts';

const DIR = 'content/lessons';
const files = readdirSync(DIR).filter((name) => name.endsWith('.yaml'));
const load = (name: string): LessonScript => parseLessonFile(readFileSync(`${DIR}/${name}`, 'utf8'), `${DIR}/${name}`);

function open(script: LessonScript): { lesson: Lesson; point: LessonPoint } {
  const { game, bot } = gameById(script.game);
  return openLesson(script, game, bot, (options) => game.newGame(options, script.seed));
}

/** Plays the main path (the move the coach points at), returning each decision's point. */
function decisions(lesson: Lesson, point: LessonPoint): LessonPoint[] {
  const seen: LessonPoint[] = [];
  while (point.wait.kind !== 'end') {
    if (point.wait.kind === 'read') {
      point = readOn(lesson, point);
      continue;
    }
    seen.push(point);
    const tried = attempt(lesson, point, lesson.game.parseAction(point.wait.pointAt));
    if (tried.kind !== 'made') throw new Error(`${point.wait.pointAt} was not made`);
    point = tried.point;
  }
  seen.push(point);
  return seen;
}

describe.each(files)('the lesson %s', (name) => {
  const script = load(name);

  test('passes the build checks on every path, within its limits, covering what its quick start names', () => {
    const quickStart = readFileSync(`content/docs/${script.game}/_quick-start.mdx`, 'utf8');
    const named = quickStartRules(quickStart, script.game);
    expect(named.length, 'the quick start names rules for the lesson to cover').toBeGreaterThan(2);
    const checked = checkLesson(script, named);
    expect(checked.paths).toBeGreaterThan(0);
    expect(checked.decisions).toBeGreaterThan(0);
    expect(checked.decisions).toBeLessThanOrEqual(MAX_DECISIONS);
    expect(checked.words).toBeLessThanOrEqual(MAX_WORDS);
    expect(checked.transcript.filter((e) => e.say !== null).length).toBe(script.beats.filter((b) => b.say).length);
  });

  test('plays the same hand every time, and refuses or nudges a wrong try without moving on', () => {
    const first = open(script);
    const path = decisions(first.lesson, first.point);
    const again = decisions(open(script).lesson, open(script).point);
    expect(again.map((p) => p.moves.map((m) => `${m.seat}:${m.action}`))).toEqual(
      path.map((p) => p.moves.map((m) => `${m.seat}:${m.action}`)),
    );
    const { lesson } = first;
    const { game, reader } = lesson;
    let refused = 0;
    let nudged = 0;
    for (const point of path.slice(0, -1)) {
      const candidates = gameById(script.game).game.candidateActions(point.state, reader);
      const illegal = candidates.find((a: unknown) => game.explain(point.state, reader, a) !== null);
      if (illegal !== undefined) {
        const tried = attempt(lesson, point, illegal);
        expect(tried.kind).toBe('refused');
        if (tried.kind === 'refused') expect(game.rules).toHaveProperty(tried.violation.rule);
        refused++;
      }
      const accepted = acceptedMoves(lesson, point);
      const unwanted = game
        .legalActions(point.state, reader)
        .find((a: unknown) => !accepted.includes(game.formatAction(a)));
      if (unwanted !== undefined) {
        const tried = attempt(lesson, point, unwanted);
        expect(tried).toEqual({ kind: 'nudged', nudge: expect.any(String) });
        nudged++;
      }
    }
    expect(refused, 'some decision has a move to refuse').toBeGreaterThan(0);
    expect(nudged, 'some decision has a legal move the lesson does not want').toBeGreaterThan(0);
  });
});

describe("a reader's place in a lesson", () => {
  const script = load('dawn.yaml');

  test('is kept as steps that replay to the same point, naming no card', () => {
    const { lesson, point: start } = open(script);
    let point = start;
    const steps: Step[] = [];
    for (let n = 0; n < 8 && point.wait.kind !== 'end'; n++) {
      if (point.wait.kind === 'read') {
        steps.push(stepOf(lesson, point));
        point = readOn(lesson, point);
        continue;
      }
      const action = lesson.game.parseAction(point.wait.pointAt);
      steps.push(stepOf(lesson, point, action));
      const tried = attempt(lesson, point, action);
      if (tried.kind !== 'made') throw new Error('not made');
      point = tried.point;
    }
    const saved = JSON.parse(JSON.stringify(progressOf(steps))) as unknown;
    expect(JSON.stringify(saved)).not.toMatch(/[2-9TJQKA][SHDC]|10[SHDC]/);
    const restored = replay(lesson, start, saved);
    expect(restored?.steps).toEqual(steps);
    expect(restored?.point.moves).toEqual(point.moves);
    expect(restored?.point.next).toBe(point.next);
  });

  test('keeps a legal move the engine does not list (an amount typed in) in notation, and replays it', () => {
    // Day in no-limit lists a few quick sizes; any whole amount up to all in may be typed.
    const typed = parseLessonFile(
      [
        'title: A typed bet',
        'intro: Two players, no limit.',
        'seat: A',
        "options: { players: 2, limit: 'no-limit' }",
        'seed: 82',
        'covers: [betting]',
        'beats:',
        '  - say: Keep both.',
        '    rule: substitution',
        '    you: keep',
        '    why: For the test.',
        '    nudge: Keep both.',
        '  - say: Bet any amount.',
        '    rule: betting',
        '    you: any',
        '  - say: Done.',
        '    rule: betting',
      ].join('\n'),
      `${DIR}/day.yaml`,
    );
    const { lesson, point: start } = open(typed);
    let point = start;
    const steps: Step[] = [];
    while (point.wait.kind === 'read') {
      steps.push(stepOf(lesson, point));
      point = readOn(lesson, point);
    }
    const keep = lesson.game.parseAction('keep');
    steps.push(stepOf(lesson, point, keep));
    const kept = attempt(lesson, point, keep);
    if (kept.kind !== 'made') throw new Error('keep not made');
    point = kept.point;
    while (point.wait.kind === 'read') {
      steps.push(stepOf(lesson, point));
      point = readOn(lesson, point);
    }
    const listed = lesson.game
      .legalActions(point.state, lesson.reader)
      .map((a: unknown) => lesson.game.formatAction(a));
    const amount = [...Array(40).keys()].map((n) => `bet ${n + 2}`).find((text) => !listed.includes(text));
    if (amount === undefined) throw new Error('every amount is listed');
    const bet = lesson.game.parseAction(amount);
    const step = stepOf(lesson, point, bet);
    expect(step).toEqual({ m: amount });
    steps.push(step);
    const made = attempt(lesson, point, bet);
    expect(made.kind).toBe('made');
    const restored = replay(lesson, start, JSON.parse(JSON.stringify(progressOf(steps))) as unknown);
    expect(restored?.steps).toEqual(steps);
    expect(restored?.point.moves.filter((m) => m.seat === lesson.reader).at(-1)?.action).toBe(amount);
    expect(replay(lesson, start, progressOf([...steps.slice(0, -1), { m: 'bet banana' }]))).toBeNull();
  });

  test('that is damaged or from another lesson is not restored', () => {
    const { lesson, point } = open(script);
    for (const bad of [
      null,
      'x',
      { v: 2, steps: [] },
      { v: 1, steps: [99] },
      { v: 1, steps: [0, 0, 0] },
      { v: 1, steps: ['r', 'r', 'r', 'r'] },
    ]) {
      expect(replay(lesson, point, bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('a broken lesson fails naming its file and beat', () => {
  const name = 'dawn.yaml';
  const text = readFileSync(`${DIR}/${name}`, 'utf8');
  const broken = (from: string, to: string): string => {
    expect(text).toContain(from);
    return text.replace(from, to);
  };
  const check = (yaml: string) => () => checkLesson(parseLessonFile(yaml, `${DIR}/${name}`), []);

  test.each([
    ['an illegal move', broken('you: 5S', 'you: 5H'), /dawn\.yaml: beat 6: 5H is refused here: .*\[rule /],
    [
      'an unknown rule',
      broken('rule: one-lower', 'rule: one-higher'),
      /dawn\.yaml: beat \d+: "one-higher" is not a Dawn rule id/,
    ],
    [
      'a false expect',
      broken('    you: 4S\n', '    you: 4S\n    expect: { over: false }\n'),
      /dawn\.yaml: beat 13: after 4S: expect over: expected "false", got "true"/,
    ],
    [
      'a covered rule no beat cites',
      broken('covers: [dawn,', 'covers: [dusk, dawn,'),
      /dawn\.yaml: covers: "dusk" is covered, but no beat cites it/,
    ],
    [
      'a decision without its nudge',
      broken('    nudge: That card is legal, but your last black card, the 4 of spades, ends the hand.\n', ''),
      /dawn\.yaml: beat 13: other moves are legal here .*\(nudge\)/,
    ],
    [
      'one move without its reason',
      broken('    why: It is your last black card.\n', ''),
      /dawn\.yaml: beat 13: a decision with one move says why/,
    ],
    [
      'a bot moving out of turn',
      broken('  - say: C took two', '  - bot: B 5S\n  - say: C took two'),
      /dawn\.yaml: beat 5 \(bot B 5S\): /,
    ],
  ])('%s', (_what, yaml, message) => {
    expect(check(yaml)).toThrow(LessonError);
    expect(check(yaml)).toThrow(message);
  });

  test('a quick-start rule the lesson does not cover', () => {
    expect(() => checkLesson(load(name), ['dawn', 'stock-rebuilt'])).toThrow(
      /dawn\.yaml: covers: the quick start names stock-rebuilt, which the lesson does not cover/,
    );
  });
});
