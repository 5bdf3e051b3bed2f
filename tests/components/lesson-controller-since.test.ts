// The lesson's "Since your last move" (components/core/lesson/controller.ts, untoldSince in
// core/telling.ts), played along each lesson's main path in Node: a step that follows the last one
// with no move between tells nothing (it was told already), and the reader's own move is told by
// what it brought (the trick it closed and who won it, the duel it ended, the hand it scored). And
// at a decision that asks for certain moves, the controls are told which, so another allowed move
// is not marked as the one to make.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { askedParts } from '../../src/components/core/asked.ts';
import { createLessonController, type LessonSnapshot } from '../../src/components/core/lesson/controller.ts';
import type { DarkHeartsAction } from '../../src/engine/dark-hearts/ui.ts';
import { place } from '../../src/components/core/storage.ts';
import { tell } from '../../src/engine/core/telling.ts';
import { builtTables } from '../../src/lessons/lesson.ts';
import { gameById } from '../../src/engine/registry.ts';
import { parseLessonFile, type LessonScript } from '../../src/lessons/script.ts';
import { memory } from './memory-store.ts';

const DIR = 'content/lessons';
const files = readdirSync(DIR).filter((name) => name.endsWith('.yaml'));
const scriptOf = (name: string): LessonScript =>
  parseLessonFile(readFileSync(`${DIR}/${name}`, 'utf8'), `${DIR}/${name}`);

/** Every step of the lesson's main path (the move the coach points at, at each decision). */
async function mainPath(script: LessonScript): Promise<LessonSnapshot[]> {
  const manifest = gameById(script.game);
  const lesson = createLessonController({
    manifest: {
      game: manifest.game,
      bot: () => Promise.resolve(manifest.bot),
      withTools: () => Promise.resolve(manifest.game),
    },
    // Served as the lesson's route serves it, with the tables its written positions make.
    script: () => Promise.resolve({ ...script, tables: builtTables(manifest.game, script) }),
    place: place(`lesson:${script.game}`, memory().get),
    randomSeed: () => 42,
  });
  await lesson.start();
  const steps = [lesson.getSnapshot()];
  for (;;) {
    const { point, lesson: played } = steps[steps.length - 1]!;
    if (!point || !played || point.wait.kind === 'end') return steps;
    if (point.wait.kind === 'read') lesson.readOn();
    else lesson.attempt(played.game.parseAction(point.wait.pointAt));
    steps.push(lesson.getSnapshot());
  }
}

describe.each(files)('since your last move, in the lesson %s', (name) => {
  const script = scriptOf(name);

  test('a step with no move since the step before tells nothing; one after moves tells them', async () => {
    const steps = await mainPath(script);
    let quiet = 0;
    for (const [i, step] of steps.entries()) {
      const before = steps[i - 1]?.point;
      const point = step.point!;
      if (!before || before.record !== point.record || point.wait.kind === 'end') continue;
      if (point.moves.length === before.moves.length) {
        quiet++;
        expect(step.since, `step ${i}`).toBeNull();
      } else if (point.moves.slice(before.moves.length).some((m) => m.seat !== step.lesson!.reader)) {
        expect(step.since?.lines.length, `step ${i}`).toBeGreaterThan(0);
      }
    }
    expect(quiet).toBeGreaterThan(0);
  });

  test('before the reader has moved, nothing is told "since your last move" (a newcomer\'s phone trial)', async () => {
    const steps = await mainPath(script);
    const reader = steps[0]!.lesson!.reader;
    const first = steps.findIndex((step) => step.point!.moves.some((m) => m.seat === reader));
    const before = steps.slice(0, first < 0 ? steps.length : first);
    expect(before.length).toBeGreaterThan(0);
    expect(before.map((step) => step.since)).toEqual(before.map(() => null));
  });

  test("the reader's move is told by what it brought, as the other moves are told", async () => {
    const steps = await mainPath(script);
    const { game } = gameById(script.game);
    let told = 0;
    for (const [i, step] of steps.entries()) {
      const before = steps[i - 1]?.point;
      const point = step.point!;
      const reader = step.lesson!.reader;
      if (!before || before.record !== point.record || point.wait.kind === 'end') continue;
      // Between two steps the reader makes one move at most: its first event is their own action.
      const mine = point.moves.slice(before.moves.length).find((m) => m.seat === reader);
      const brought = mine?.events.slice(1) ?? [];
      if (brought.length === 0) continue;
      told++;
      expect(step.since?.lines[0], `step ${i}`).toBe(tell(game, brought[0]!, reader, reader));
    }
    if (script.game === 'dark-hearts' || script.game === 'dwyn') expect(told).toBeGreaterThan(0);
  });
});

describe('the results a newcomer missed', () => {
  test('Dark Hearts: after the reader plays the last card of a trick, who won it and its points', async () => {
    const steps = await mainPath(scriptOf('dark-hearts.yaml'));
    const lines = steps.flatMap((step) => step.since?.lines ?? []);
    expect(lines).toContain('B wins the trick, taking 2 Light points.');
  });

  test('DWYN: the reader conceding tells who won the duel and what they took', async () => {
    const steps = await mainPath(scriptOf('dwyn.yaml'));
    const lines = steps.flatMap((step) => step.since?.lines ?? []);
    expect(lines).toContain('B wins the duel and takes the Castle feet from A (you).');
  });
});

describe('the move the coach asks for', () => {
  test('DWYN after the KROWN: not drawing is asked, so drawing from the pool is not marked as the move', async () => {
    const steps = await mainPath(scriptOf('dwyn.yaml'));
    const step = steps.find((s) => s.coach?.say.includes("don't draw"));
    expect(step?.point?.wait.kind).toBe('move');
    const game = step!.lesson!.game;
    expect(step!.legal.map((a) => game.formatAction(a))).toContain(game.formatAction({ type: 'draw' }));
    expect(step!.asked?.({ type: 'draw' })).toBe(false);
    expect(step!.asked?.({ type: 'discard', card: 'CASTLE-2' })).toBe(true);
  });

  test("Dark Hearts: the pass's three cards, and the Dark shade before the Dark 3 of spades is led, are the coach's (issue 42)", async () => {
    // The pass and a lead are built of several taps (three cards, then Pass; the Light/Dark switch,
    // then the card): the controls mark each part of the move asked for (core/asked.ts, askedParts).
    const steps = await mainPath(scriptOf('dark-hearts.yaml'));
    const parts = (say: string, of: (a: DarkHeartsAction) => readonly string[]): string[] => {
      const step = steps.find((s) => s.coach?.say.includes(say) && s.point?.wait.kind === 'move');
      if (!step?.asked) throw new Error(`no decision that asks for certain moves says "${say}"`);
      const play = { legal: step.legal as readonly DarkHeartsAction[], asked: step.asked };
      return [...(askedParts(play, of) ?? [])].sort();
    };
    expect(parts('Everyone passes three cards', (a) => (a.type === 'pass' ? a.cards : []))).toEqual(['2D', 'JD', 'KS']);
    expect(parts('Tap Dark, then lead', (a) => (a.type === 'play' ? [a.shade] : []))).toEqual(['D']);
    expect(parts('Choose Light and lead', (a) => (a.type === 'play' ? [a.shade] : []))).toEqual(['L']);
    // Outside a lesson (no move asked above the others), nothing is marked as the coach's.
    expect(askedParts({ legal: steps[0]!.legal }, () => ['x'])).toBeUndefined();
  });

  test('a decision that takes any legal move asks for none above the others', async () => {
    for (const name of files) {
      for (const step of await mainPath(scriptOf(name))) {
        const wait = step.point?.wait;
        if (wait?.kind !== 'move') expect(step.asked).toBeNull();
        else if (wait.accept === 'any') expect(step.asked).toBeNull();
        else expect(step.legal.some((a) => step.asked?.(a))).toBe(true);
      }
    }
  });
});
