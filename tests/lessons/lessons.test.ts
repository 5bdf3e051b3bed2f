// Guided lessons (content/lessons/<game>.yaml): each passes the build's checks on every path a
// reader may take, plays as the island will play it (a refusal with its rule, a nudge for a legal
// move the lesson does not want, the same hand every time), and a broken lesson fails naming its
// file and beat.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { parseSeat } from '../../src/engine/core/seats.ts';
import { summarise } from '../../src/engine/core/telling.ts';
import { gameById } from '../../src/engine/registry.ts';
import { checkLesson, MAX_DECISIONS, MAX_WORDS } from '../../src/lessons/check.ts';
import {
  acceptedMoves,
  attempt,
  openLesson,
  readOn,
  tablesOf,
  type Lesson,
  type LessonPoint,
} from '../../src/lessons/lesson.ts';
import { progressOf, replay, stepOf, type Step } from '../../src/lessons/progress.ts';
import { quickStartRules } from '../../src/lessons/quick-start.ts';
import { LessonError, parseLessonFile, type LessonScript } from '../../src/lessons/script.ts';

const DIR = 'content/lessons';
const files = readdirSync(DIR).filter((name) => name.endsWith('.yaml'));
const load = (name: string): LessonScript => parseLessonFile(readFileSync(`${DIR}/${name}`, 'utf8'), `${DIR}/${name}`);

function open(script: LessonScript): { lesson: Lesson; point: LessonPoint } {
  const { game, bot } = gameById(script.game);
  return openLesson(script, game, bot, tablesOf(game, script.seed));
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

/** Up to `most` steps along the main path, each as a saved place keeps it, and the point they reach. */
function stepAlong(lesson: Lesson, start: LessonPoint, most = Infinity): { point: LessonPoint; steps: Step[] } {
  let point = start;
  const steps: Step[] = [];
  while (steps.length < most && point.wait.kind !== 'end') {
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
  return { point, steps };
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
    // Every beat's words, and the closing word.
    expect(checked.transcript.filter((e) => e.say !== null).length).toBe(
      script.beats.filter((b) => b.say).length + (script.close ? 1 : 0),
    );
  });

  test("closes with a word from the coach, last in its transcript, that points at the end's own next steps", () => {
    const close = script.close;
    expect(close, 'a closing word (close: say)').not.toBeNull();
    const transcript = checkLesson(script, []).transcript;
    expect(transcript[transcript.length - 1]?.say).toBe(close?.say);
    // The end's buttons, as the lesson island labels them (components/core/lesson/Lesson.tsx).
    expect(close?.say).toMatch(/play a real hand/i);
    expect(close?.say).toMatch(/practise these rules/i);
  });

  test("each beat's words are its own: no beat's say is found in another's (the transcript names each once)", () => {
    const says = script.beats.flatMap((b) => (b.say === null ? [] : [b.say]));
    for (const say of says)
      expect(
        says.filter((other) => other.includes(say)),
        say,
      ).toHaveLength(1);
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
        // The beat's own nudge, or none: the lesson's player then says it (core/lesson/controller.ts).
        expect(tried).toEqual({ kind: 'nudged', nudge: point.wait.kind === 'move' ? point.wait.beat.nudge : 'a read' });
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
    const { point, steps } = stepAlong(lesson, start, 8);
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
    ['an illegal move', broken('you: 2S', 'you: 2C'), /dawn\.yaml: beat 20: 2C is refused here: .*\[rule /],
    [
      'an unknown rule',
      broken('rule: one-lower', 'rule: one-higher'),
      /dawn\.yaml: beat \d+: "one-higher" is not a Dawn rule id/,
    ],
    [
      'a false expect',
      broken('    expect: { winners: [A] }', '    expect: { over: false }'),
      /dawn\.yaml: beat 20: after 2S: expect over: expected "false", got "true"/,
    ],
    [
      'a false given',
      broken('hand.A: { has: [2S, 2D] }', 'hand.A: { has: [2S, 2H] }'),
      /dawn\.yaml: beat 19: after 4H: beat 20: given hand\.A: expected it to hold \["2H"\]/,
    ],
    [
      'a covered rule no beat cites',
      broken('covers: [dawn,', 'covers: [dusk, dawn,'),
      /dawn\.yaml: covers: "dusk" is covered, but no beat cites it/,
    ],
    [
      // One move has its why, which the coach's nudge gives; two moves need words of their own.
      'a decision on two moves without its nudge',
      broken('    you: JS\n    why: Black cards are the ones to shed.\n', '    you: [JS, JH]\n'),
      /dawn\.yaml: beat 16: other moves are legal here \(JD\): .*\(nudge\)/,
    ],
    [
      'one move without its reason',
      broken('    why: It is your last black card.\n', ''),
      /dawn\.yaml: beat 20: why: a decision with one move says why it is the one\./,
    ],
    [
      'a decision without words',
      broken(
        '  - say: A 2 is needed. Play the 2 of spades, your last black card, and it is dawn.\n    rule: dawn\n    given',
        '  - given',
      ),
      /dawn\.yaml: beat 20: say: a decision says something: what the reader is deciding/,
    ],
    [
      'a bot moving out of turn',
      broken('  - say: "C pulled', '  - bot: B 5S\n  - say: "C pulled'),
      /dawn\.yaml: beat 4: after take 6 7: beat 5 \(bot B 5S\): /,
    ],
    [
      'a closing word the table does not bear out',
      broken('  given: { winners: [A] }', '  given: { winners: [B] }'),
      /dawn\.yaml: beat 20: after 2S: close: given winners: /,
    ],
    [
      'a closing word naming a card no check places',
      broken('Your last black card went', 'Your 2 of spades went'),
      /dawn\.yaml: close: say "2 of spades": no check places this card/,
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

describe('a lesson file its schema refuses names the file, the beat and the field, a problem a line', () => {
  const FILE = `${DIR}/dawn.yaml`;
  const lesson = (beats: readonly string[], top = ''): string =>
    `title: T\nintro: I.\nseat: A\ncovers: [one-lower]\n${top}beats:\n${beats.map((b) => `  - ${b}\n`).join('')}`;
  const READ = '{ say: Read., rule: one-lower }';
  const parsed = (yaml: string) => () => parseLessonFile(yaml, FILE);

  test('a good one reads: words made one line, numbers as moves, beats numbered, defaults filled', () => {
    const script = parseLessonFile(
      lesson([READ, '{ say: "Play\\n  on.", rule: one-lower, you: 10, why: W. }', "{ bot: 'B  draw' }"]),
      FILE,
    );
    expect(script).toMatchObject({ game: 'dawn', file: FILE, seed: 1, options: {}, given: {} });
    expect(script.beats.map((b) => [b.number, b.say, b.you, b.bot])).toEqual([
      [1, 'Read.', null, null],
      [2, 'Play on.', ['10'], null],
      [3, null, null, { seat: 'B', action: 'draw' }],
    ]);
  });

  test.each([
    [
      'an unknown field',
      lesson([READ], 'surprise: 1\n'),
      `${FILE}: unknown field "surprise" (allowed: title, intro, seat, options, seed, position, covers, given, beats, close).`,
    ],
    [
      'an unknown field in a beat',
      lesson([READ, '{ says: Hi., rule: one-lower }']),
      `${FILE}: beat 2: unknown field "says" (allowed: say, rule, you, why, nudge, bot, given, expect, position).\n` +
        `${FILE}: beat 2: a beat says something (say), asks the reader (you) or moves a bot (bot).`,
    ],
    ['a missing field', lesson([READ]).replace('seat: A\n', ''), `${FILE}: seat: missing; it must be text.`],
    ['a wrong type', lesson([READ], 'seed: twelve\n'), `${FILE}: seed: must be a number, not "twelve".`],
    [
      'a wrong type in a list',
      lesson([READ]).replace('covers: [one-lower]', 'covers: [one-lower, [dawn]]'),
      `${FILE}: cover 2: must be text, not ["dawn"].`,
    ],
    [
      'a decision that is not a move',
      lesson([READ, '{ say: Hi., rule: one-lower, you: { card: 6H } }']),
      `${FILE}: beat 2: you: must be "any", one move, or a list of moves.`,
    ],
    [
      "a bot's move without its seat",
      lesson([READ, '{ bot: draw }']),
      `${FILE}: beat 2: bot: must be a seat letter and a move, like "B draw".`,
    ],
    ['no beats', lesson([]).replace('beats:\n', 'beats: []\n'), `${FILE}: beats: must be a list of one beat or more.`],
    [
      'words without their rule',
      lesson([READ, '{ say: Hi. }']),
      `${FILE}: beat 2: rule: a beat that says something names its rule.`,
    ],
    [
      'a beat that does nothing',
      lesson([READ, '{ expect: { turn: B } }']),
      `${FILE}: beat 2: a beat says something (say), asks the reader (you) or moves a bot (bot).`,
    ],
    [
      "the reader's move and a bot's at once",
      lesson([READ, '{ say: Hi., rule: one-lower, you: any, bot: B draw }']),
      `${FILE}: beat 2: bot: a beat is the reader's move or a bot's, not both.`,
    ],
    [
      "checks of the table at a bot's move",
      lesson([READ, '{ bot: B draw, given: { turn: B } }']),
      `${FILE}: beat 2: given: given belongs to a beat the reader reads or answers, not a bot's move.`,
    ],
    [
      'why and nudge without a decision',
      lesson([READ, '{ say: Hi., rule: one-lower, why: W., nudge: N. }']),
      `${FILE}: beat 2: why: why belongs to a beat that asks the reader (you).\n` +
        `${FILE}: beat 2: nudge: nudge belongs to a beat that asks the reader (you).`,
    ],
    [
      'one move without its reason',
      lesson([READ, '{ say: Hi., rule: one-lower, you: 6H }']),
      `${FILE}: beat 2: why: a decision with one move says why it is the one.`,
    ],
  ])('%s', (_what, yaml, message) => {
    expect(parsed(yaml)).toThrow(LessonError);
    expect(parsed(yaml)).toThrow(new LessonError(message));
  });

  test('a file that is not YAML, or not where lessons live', () => {
    expect(parsed('title: [unclosed')).toThrow(/^content\/lessons\/dawn\.yaml: not valid YAML/);
    expect(() => parseLessonFile(lesson([READ]), 'lessons/dawn.yaml')).toThrow(/content\/lessons\/<game>\.yaml/);
  });
});

describe('a jump to a written position (DWYN jumps to the end of another game)', () => {
  const script = load('dwyn.yaml');
  const jump = script.beats.find((beat) => beat.position !== undefined);
  const { game } = gameById(script.game);

  /** Every point of the main path, reads included. */
  function points(): { lesson: Lesson; all: LessonPoint[] } {
    const opened = open(script);
    const { lesson } = opened;
    let point = opened.point;
    const all = [point];
    while (point.wait.kind !== 'end') {
      if (point.wait.kind === 'read') point = readOn(lesson, point);
      else {
        const tried = attempt(lesson, point, game.parseAction(point.wait.pointAt));
        if (tried.kind !== 'made') throw new Error(`${point.wait.pointAt} was not made`);
        point = tried.point;
      }
      all.push(point);
    }
    return { lesson, all };
  }

  test('sets the table to its position and starts the record there, which replays to every later point', () => {
    expect(jump, 'the DWYN lesson jumps').toBeDefined();
    const { lesson, all } = points();
    const at = all.findIndex((p) => p.wait.kind !== 'end' && p.wait.beat.number === jump?.number);
    const [before, after] = [all[at - 1], all[at]];
    if (!before || !after) throw new Error('no jump on the main path');
    expect(before.record.position).toBeUndefined();
    expect(after.record).not.toBe(before.record);
    expect(after.record.position).toEqual(jump?.position);
    expect(after.record.start).toEqual(game.fromPosition(jump?.position, lesson.options, script.seed));
    expect(after.moves).toEqual([]);
    // A review and "try again from here" replay a point's moves from its record's start.
    for (const point of all) {
      const replayed = point.moves.reduce(
        (state: unknown, move) => game.apply(state, move.seat, game.parseAction(move.action)).state,
        point.record.start,
      );
      expect(replayed).toEqual(point.state);
    }
    const end = all[all.length - 1];
    expect(end?.record).toBe(after.record);
    expect(game.outcome(end?.state)?.winners).toEqual([lesson.reader]);
  });

  test('a place saved after the jump replays to the same point', () => {
    const { lesson, point: start } = open(script);
    const { point, steps } = stepAlong(lesson, start);
    const restored = replay(lesson, start, JSON.parse(JSON.stringify(progressOf(steps))) as unknown);
    expect(restored?.point.record.position).toEqual(jump?.position);
    expect(restored?.point.moves).toEqual(point.moves);
    expect(restored?.point.state).toEqual(point.state);
  });

  test("the transcript after the jump tells only the moves made from the jump's position", () => {
    const quickStart = readFileSync(`content/docs/${script.game}/_quick-start.mdx`, 'utf8');
    const { transcript } = checkLesson(script, quickStartRules(quickStart, script.game));
    const at = transcript.findIndex((entry) => entry.say === jump?.say);
    const after = transcript.slice(at + 1).flatMap((entry) => entry.moves);
    const { all } = points();
    const end = all[all.length - 1];
    if (!end) throw new Error('no end');
    expect(after).toEqual(summarise(game, end.moves, parseSeat(script.seat, game.seatCount(end.state))));
    expect(after.join(' ')).not.toMatch(/Shield head/);
  });

  test.each([
    ['without words', { say: null }, /beat \d+: position: a jump to a position says so \(say\)/],
    [
      'as a bot move',
      { bot: 'B draw' },
      /beat \d+: position: a jump to a position says so \(say\), and is not a bot's move/,
    ],
  ])('is refused %s', (_what, fields, message) => {
    const raw = parse(readFileSync(`${DIR}/dwyn.yaml`, 'utf8')) as { beats: Record<string, unknown>[] };
    const target = raw.beats[(jump?.number ?? 0) - 1];
    if (!target) throw new Error('no jump');
    for (const [key, value] of Object.entries(fields)) {
      if (value === null) delete target[key];
      else target[key] = value;
    }
    expect(() => parseLessonFile(stringify(raw), `${DIR}/dwyn.yaml`)).toThrow(message);
  });

  test('to a position the game refuses fails the build, naming the beat', () => {
    const text = readFileSync(`${DIR}/dwyn.yaml`, 'utf8');
    const broken = text.replace('hands: { A: [CASTLE-2],', 'hands: { A: [CASTLE-2, KROWN],');
    expect(broken).not.toBe(text);
    expect(() => checkLesson(parseLessonFile(broken, `${DIR}/dwyn.yaml`), [])).toThrow(
      // The path to it is named first when the jump follows a decision (beat 23: after concede: ...).
      new RegExp(`dwyn\\.yaml: (.*: )?beat ${jump?.number ?? 0}: position: .*KROWN never goes into a hand`),
    );
  });
});
