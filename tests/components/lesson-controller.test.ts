// The guided lesson's controller (components/core/lesson/controller.ts) for every lesson, in Node
// with no DOM: what the reader reads at each step (the coach's words and rule, what the other seats
// did, a refusal with its rule, a nudge, the move pointed at after two misses, the end and its
// links), where their eyes are sent, and their place kept in the one storage module and taken up
// again (the key and format lessons have always had), or dropped with a notice when it no longer
// replays. The lesson's script is the checked one the page fetches, read from content/lessons.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import {
  createLessonController,
  type LessonController,
  type LessonSnapshot,
} from '../../src/components/core/lesson/controller.ts';
import { place } from '../../src/components/core/storage.ts';
import { memory } from './memory-store.ts';
import type { PlayManifest } from '../../src/engine/core/manifest.ts';
import { gameById } from '../../src/engine/registry.ts';
import { acceptedMoves, builtTables } from '../../src/lessons/lesson.ts';
import { parseLessonFile, type LessonScript } from '../../src/lessons/script.ts';

const DIR = 'content/lessons';
const files = readdirSync(DIR).filter((name) => name.endsWith('.yaml'));
const scriptOf = (name: string): LessonScript =>
  parseLessonFile(readFileSync(`${DIR}/${name}`, 'utf8'), `${DIR}/${name}`);

/** The game's page manifest, its bot and tools loaded at once. */
function loaded(game: string): PlayManifest {
  const manifest = gameById(game);
  return {
    game: manifest.game,
    bot: () => Promise.resolve(manifest.bot),
    withTools: () => Promise.resolve(manifest.game),
    ...(manifest.play.move ? { move: manifest.play.move } : {}),
  };
}

async function started(
  script: LessonScript,
  store = memory(),
): Promise<{ lesson: LessonController; store: typeof store }> {
  const lesson = createLessonController({
    manifest: loaded(script.game),
    // Served as the lesson's route serves it, with the tables its written positions make.
    script: () => Promise.resolve({ ...script, tables: builtTables(gameById(script.game).game, script) }),
    place: place(`lesson:${script.game}`, store.get),
    randomSeed: () => 42,
  });
  await lesson.start();
  return { lesson, store };
}

/** Reads on past coach beats alone, to the next decision (or the end). */
function toDecision(lesson: LessonController): LessonSnapshot {
  while (lesson.getSnapshot().point?.wait.kind === 'read') lesson.readOn();
  return lesson.getSnapshot();
}

/** The move the coach points at, at a decision. */
function pointed(lesson: LessonController): unknown {
  const { point, lesson: played } = lesson.getSnapshot();
  if (point?.wait.kind !== 'move' || !played) throw new Error('not at a decision');
  return played.game.parseAction(point.wait.pointAt);
}

describe.each(files)('the lesson %s', (name) => {
  const script = scriptOf(name);
  const { game } = gameById(script.game);

  test("opens at its first beat: the coach's words and rule, focus on what to do, nothing saved yet", async () => {
    const { lesson, store } = await started(script);
    const snap = lesson.getSnapshot();
    const first = script.beats[0];
    expect(snap.failed).toBeNull();
    expect(snap.coach?.say).toBe(first?.say);
    expect(snap.coach?.rule).toBe(first?.rule ?? null);
    expect(snap.coach?.ruleTitle).toBe(game.rules[first?.rule as string]);
    expect(snap.coach && `${snap.coach.lead} ${snap.coach.more}`.trim()).toBe(first?.say);
    expect(snap.progress).toBe(
      `0 moves made · you are seat ${script.seat === undefined ? 'A' : 'ABCDEF'[snap.lesson?.reader ?? 0]}`,
    );
    expect(snap.eyes.focus).toBe(snap.point?.wait.kind === 'move' ? 'hand' : 'next');
    expect(snap.eyes.scroll).toBe('table');
    expect(snap.eyes.seq).toBeGreaterThan(0);
    expect(store.map.size).toBe(0);
  });

  test("plays to its end along the coach's moves, saving each step, the table back in view after each", async () => {
    const { lesson, store } = await started(script);
    let made = 0;
    while (!lesson.getSnapshot().end) {
      const before = lesson.getSnapshot();
      if (before.point?.wait.kind === 'read') lesson.readOn();
      else {
        lesson.attempt(pointed(lesson));
        made++;
      }
      const after = lesson.getSnapshot();
      expect(after.point).not.toBe(before.point);
      expect(after.miss).toBeNull();
      expect(after.eyes.seq).toBe(before.eyes.seq + 1);
      expect(after.eyes.scroll).toBe('table');
      expect(after.eyes.focus).toBe(after.point?.wait.kind === 'move' ? 'hand' : 'next');
      const saved = JSON.parse(store.map.get(`worked-hands:lesson:${script.game}`) ?? 'null') as {
        v: number;
        steps: unknown[];
      };
      // The format lessons have always kept (lessons/progress.ts, version 1): a reader's place from before opens.
      expect(saved.v).toBe(1);
      expect(saved.steps.length).toBeGreaterThan(0);
    }
    // "Play a real hand" is written once the record writer has come (asked for as the hand was
    // dealt: a module import, which may take more than one turn of the event loop).
    await vi.waitFor(() => expect(lesson.getSnapshot().end?.fresh).toMatch(/^#play=/));
    const snap = lesson.getSnapshot();
    expect(snap.progress).toMatch(new RegExp(`^${made} moves? made`));
    expect(snap.coach).toBeNull();
    expect(snap.legal).toEqual([]);
    expect(snap.end?.covers).toEqual(script.covers);
    // A lesson may end before the hand does (then there is no result to sum up).
    expect(snap.end?.summary).toBe(game.outcome(snap.point?.state)?.summary ?? '');
    // The coach closes: the lesson's own closing word comes with the end (issue 42).
    expect(snap.end?.close).toBe(script.close?.say);
    expect(snap.end?.close).toMatch(/\w{3}/);
    expect(snap.end?.fresh).toMatch(/^#play=/);
    expect(snap.end?.session.history.length).toBe(snap.point?.moves.length);
    expect(snap.since?.heading).toBe('Last moves');
    expect(snap.since?.lines.length).toBeGreaterThan(0);
    // The end's fresh deal is made once, not at every snapshot.
    lesson.dismissNotice();
    expect(lesson.getSnapshot().end).toBe(snap.end);
  });

  test('a legal move off the script is answered plainly: the rules allow it, and why the lesson plays its own move here', async () => {
    // A newcomer's phone trial (issue 42): "Allowed, but play the Dark King of spades." gave no reason.
    const { lesson } = await started(script);
    let answered = 0;
    for (let snap = toDecision(lesson); !snap.end; snap = toDecision(lesson)) {
      const wait = snap.point?.wait;
      if (wait?.kind !== 'move') throw new Error('not at a decision');
      const unwanted = snap.legal.find((a) => snap.asked?.(a) === false);
      if (unwanted !== undefined) {
        lesson.attempt(unwanted);
        const miss = lesson.getSnapshot().miss;
        const nudge = miss?.kind === 'nudged' ? miss.nudge : null;
        expect(nudge, `beat ${wait.beat.number}`).toMatch(/\ballow/i);
        expect(nudge, `beat ${wait.beat.number}: a reason, not the move alone`).not.toMatch(
          /^(Allowed|Legal|That is allowed), but [^.]*\.$/,
        );
        if (wait.beat.nudge === null) expect(nudge).toContain(` here. ${wait.beat.why ?? ''}`);
        answered++;
      }
      lesson.attempt(pointed(lesson));
    }
    expect(answered, 'some decision has a legal move the lesson does not want').toBeGreaterThan(0);
  });

  test('takes up a saved place where the reader left it, under the key lessons have always had', async () => {
    const first = await started(script);
    for (let i = 0; i < 4 && !first.lesson.getSnapshot().end; i++) {
      toDecision(first.lesson);
      if (first.lesson.getSnapshot().end) break;
      first.lesson.attempt(pointed(first.lesson));
    }
    const left = first.lesson.getSnapshot();
    const text = first.store.map.get(`worked-hands:lesson:${script.game}`);
    expect(text).toBeDefined();
    // A fresh store holding only that text, as a reader's browser would the next day.
    const fresh = memory();
    fresh.map.set(`worked-hands:lesson:${script.game}`, text as string);
    const { lesson } = await started(script, fresh);
    const back = lesson.getSnapshot();
    expect(back.notice).toBeNull();
    expect(back.progress).toBe(left.progress);
    expect(back.coach).toEqual(left.coach);
    expect(back.since).toEqual(left.since);
    expect(back.point?.moves.map((m) => `${m.seat}:${m.action}`)).toEqual(
      left.point?.moves.map((m) => `${m.seat}:${m.action}`),
    );
  });
});

describe('a wrong try in a lesson', () => {
  const script = scriptOf('dawn.yaml');
  const { game } = gameById('dawn');

  /** The first decision with both an illegal move to try and a legal one the lesson does not want. */
  async function atDecisionWithBoth() {
    const { lesson, store } = await started(script);
    for (;;) {
      const snap = toDecision(lesson);
      const { lesson: played, point } = snap;
      if (!played || !point || snap.end) throw new Error('no decision with both');
      const reader = played.reader;
      const illegal = game
        .candidateActions(point.state, reader)
        .find((a: unknown) => game.explain(point.state, reader, a) !== null);
      const accepted = acceptedMoves(played, point);
      const unwanted = game
        .legalActions(point.state, reader)
        .find((a: unknown) => !accepted.includes(game.formatAction(a)));
      if (illegal !== undefined && unwanted !== undefined) return { lesson, store, illegal, unwanted, snap };
      lesson.attempt(pointed(lesson));
    }
  }

  test('is refused with its rule, and the lesson waits at the same decision, the table (the refusal in it) in view', async () => {
    const { lesson, store, illegal, snap } = await atDecisionWithBoth();
    const savedBefore = store.map.get('worked-hands:lesson:dawn');
    lesson.attempt(illegal);
    const after = lesson.getSnapshot();
    expect(after.point).toBe(snap.point);
    expect(after.miss?.kind).toBe('refused');
    if (after.miss?.kind !== 'refused') throw new Error('refused');
    expect(game.rules).toHaveProperty(after.miss.violation.rule);
    expect(after.miss.violation.message.length).toBeGreaterThan(10);
    expect(after.eyes).toMatchObject({ focus: null, scroll: 'table', seq: snap.eyes.seq + 1 });
    expect(after.pointer).toBeNull();
    expect(store.map.get('worked-hands:lesson:dawn')).toBe(savedBefore);
  });

  test("that is legal but not the lesson's is nudged; after two misses the coach points at the move", async () => {
    const { lesson, illegal, unwanted, snap } = await atDecisionWithBoth();
    lesson.attempt(unwanted);
    const nudged = lesson.getSnapshot();
    expect(nudged.point).toBe(snap.point);
    expect(nudged.miss).toEqual({ kind: 'nudged', nudge: expect.stringMatching(/\w{3}/) });
    expect(nudged.eyes).toMatchObject({ focus: null, scroll: 'table', seq: snap.eyes.seq + 1 });
    expect(nudged.pointer).toBeNull();
    lesson.attempt(illegal);
    const pointing = lesson.getSnapshot();
    // Said to the reader as what to do, in the game's words for the move, not as the log tells it
    // ("A (you) starts the pile with…"), with the beat's why (issue 42).
    expect(pointing.pointer).toEqual({
      move: 'Finish arranging.',
      why: 'Your neighbour pulls unseen, so against a bot no order is safer.',
    });
    expect(pointing.eyes).toMatchObject({ focus: null, scroll: 'table', seq: snap.eyes.seq + 2 });
    // The move pointed at then goes, and the misses are forgotten at the next decision.
    lesson.attempt(pointed(lesson));
    expect(lesson.getSnapshot().miss).toBeNull();
    expect(lesson.getSnapshot().pointer).toBeNull();
  });

  test("Dark Hearts: a legal card off the script says the rules allow it, the coach's card, and the beat's reason", async () => {
    const { lesson } = await started(scriptOf('dark-hearts.yaml'));
    let snap = toDecision(lesson);
    while (snap.coach && !snap.coach.say.includes('Play the Dark King of spades')) {
      lesson.attempt(pointed(lesson));
      snap = toDecision(lesson);
    }
    const other = snap.legal.find((a) => snap.asked?.(a) === false);
    lesson.attempt(other);
    expect(lesson.getSnapshot().miss).toEqual({
      kind: 'nudged',
      nudge:
        'The rules allow it, but this lesson asks you to play the Dark King of spades here. It is shed safely here.',
    });
  });

  test('once the coach points, a nudge has no words of its own: the move is said by the coach and the pointer, not a third time', async () => {
    const { lesson, unwanted } = await atDecisionWithBoth();
    lesson.attempt(unwanted);
    expect(lesson.getSnapshot().miss).toEqual({ kind: 'nudged', nudge: expect.stringMatching(/\w{3}/) });
    lesson.attempt(unwanted);
    const pointing = lesson.getSnapshot();
    expect(pointing.pointer?.move).toMatch(/^[A-Z][a-z]+ .*\.$/);
    expect(pointing.miss).toEqual({ kind: 'nudged', nudge: null });
    // At the next decision the misses are forgotten, and a nudge has its words again.
    lesson.attempt(pointed(lesson));
    expect(lesson.getSnapshot().miss).toBeNull();
  });

  test('Start the lesson again goes back to the deal and forgets the saved place', async () => {
    const { lesson, store } = await atDecisionWithBoth();
    lesson.attempt(pointed(lesson));
    expect(store.map.has('worked-hands:lesson:dawn')).toBe(true);
    expect(lesson.getSnapshot().menu.map((m) => m.action)).toEqual(['restart']);
    lesson.restart();
    const snap = lesson.getSnapshot();
    expect(snap.progress).toMatch(/^0 moves made/);
    expect(snap.coach?.say).toBe(script.beats[0]?.say);
    expect(snap.eyes).toMatchObject({ scroll: 'table', focus: snap.point?.wait.kind === 'move' ? 'hand' : 'next' });
    expect(store.map.has('worked-hands:lesson:dawn')).toBe(false);
  });
});

describe("a lesson's saved place that no longer opens", () => {
  const script = scriptOf('dawn.yaml');

  test.each([
    ['not JSON', '{"v":1,'],
    ['steps that do not replay', JSON.stringify({ v: 1, steps: [999, 999, 999] })],
    ['another version', JSON.stringify({ v: 99, steps: [] })],
  ])('%s: the lesson starts from the deal and says so, and the place is cleared', async (_, text) => {
    const store = memory();
    store.map.set('worked-hands:lesson:dawn', text);
    const { lesson } = await started(script, store);
    const snap = lesson.getSnapshot();
    expect(snap.notice).toBe('Your place in this lesson could not be restored, so it starts again from the deal.');
    expect(snap.progress).toMatch(/^0 moves made/);
    expect(store.map.has('worked-hands:lesson:dawn')).toBe(false);
    lesson.dismissNotice();
    expect(lesson.getSnapshot().notice).toBeNull();
  });

  test('a lesson that cannot be fetched says so in a sentence', async () => {
    const lesson = createLessonController({
      manifest: loaded('dawn'),
      script: () => Promise.reject(new Error('offline')),
      place: place('lesson:dawn', memory().get),
    });
    await lesson.start();
    expect(lesson.getSnapshot()).toMatchObject({ failed: 'The lesson could not be loaded: offline', lesson: null });
  });
});
