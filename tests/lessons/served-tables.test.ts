// A lesson's written positions served with it (src/lessons/lesson.ts, ServedLesson; the route
// /lessons/<game>.json): the tables the build makes travel as JSON and come back whole, and a
// lesson played on them meets every beat at the same table as one played with the game's tools,
// which the page then need not load.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { gameById } from '../../src/engine/registry.ts';
import {
  attempt,
  builtTables,
  openLesson,
  readOn,
  servedTables,
  tablesOf,
  writesPositions,
  type LessonPoint,
  type ServedLesson,
  type Tables,
} from '../../src/lessons/lesson.ts';
import { parseLessonFile } from '../../src/lessons/script.ts';

const games = readdirSync('content/lessons').map((name) => name.replace(/\.yaml$/, ''));

/** Every table along the lesson's main path (the coach's moves, each read read on). */
function tablesAlong(game: string, tables: (seed: number) => Tables): unknown[] {
  const file = `content/lessons/${game}.yaml`;
  const script = parseLessonFile(readFileSync(file, 'utf8'), file);
  const { game: engine, bot } = gameById(game);
  const opened = openLesson(script, engine, bot, tables(script.seed));
  const seen: unknown[] = [];
  let point: LessonPoint = opened.point;
  while (point.wait.kind !== 'end') {
    seen.push(point.state);
    if (point.wait.kind === 'read') point = readOn(opened.lesson, point);
    else {
      const tried = attempt(opened.lesson, point, engine.parseAction(point.wait.pointAt));
      if (tried.kind !== 'made') throw new Error(`${file}: ${point.wait.pointAt} is not made`);
      point = tried.point;
    }
  }
  return [...seen, point.state];
}

describe.each(games)('%s', (game) => {
  const file = `content/lessons/${game}.yaml`;
  const script = parseLessonFile(readFileSync(file, 'utf8'), file);
  const { game: engine } = gameById(game);
  const served = JSON.parse(JSON.stringify({ ...script, tables: builtTables(engine, script) })) as ServedLesson;

  test('each written position is served with its table, which JSON carries whole', () => {
    const built = builtTables(engine, script);
    expect(built.length > 0).toBe(writesPositions(script));
    expect(served.tables).toStrictEqual(JSON.parse(JSON.stringify(built)));
    for (const [position, state] of built) {
      expect(JSON.parse(JSON.stringify(state)), position).toStrictEqual(state);
    }
  });

  test('played on the served tables, the lesson meets every beat at the same table as with the tools', () => {
    const withTools = tablesAlong(game, (seed) => tablesOf(engine, seed));
    const fromServed = tablesAlong(game, (seed) => servedTables(engine, seed, served.tables));
    expect(fromServed).toStrictEqual(withTools);
  });
});

test('a position the lesson did not write is refused, not dealt', () => {
  const { game: engine } = gameById('dwyn');
  expect(() => servedTables(engine, 1, [])({}, { turn: 'A' })).toThrow(/not written with the lesson/);
});
