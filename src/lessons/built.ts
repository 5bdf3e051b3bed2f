// The guided lessons as the site's build reads them: Astro's `lessons` collection (content.config.ts,
// through the schema in script.ts), each checked on every path (check.ts) once a build, however many
// places ask for it (the page's <Lesson> and the lesson's route, /lessons/<game>.json). Read as the
// module loads, so <Lesson> renders without waiting, as <Example> does (src/examples/built.ts).

import { getCollection } from 'astro:content';
import { gameById } from '../engine/registry.ts';
import { checkLesson, type CheckedLesson } from './check.ts';
import { builtTables, type ServedLesson } from './lesson.ts';
import { quickStartRules } from './quick-start.ts';
import { lessonScript, type LessonScript } from './script.ts';

const scripts = new Map<string, LessonScript>(
  (await getCollection('lessons')).map((entry) => [
    entry.id,
    lessonScript(entry.id, entry.filePath ?? `content/lessons/${entry.id}.yaml`, entry.data),
  ]),
);
const checked = new Map<string, CheckedLesson>();

/** The games with a lesson. */
export const lessonGames: readonly string[] = [...scripts.keys()];

/**
 * `game`'s lesson checked (undefined when it has none): a lesson the engine disagrees with fails the
 * build. `quickStart`: the text of the game's quick start (its partial), which the lesson covers.
 */
export function checkedLesson(game: string, quickStart: string): CheckedLesson | undefined {
  const script = scripts.get(game);
  if (script === undefined) return undefined;
  const check = checked.get(game) ?? checkLesson(script, quickStartRules(quickStart, game));
  checked.set(game, check);
  return check;
}

/**
 * What `game`'s lesson route serves (/lessons/<game>.json): the checked script, with the tables its
 * written positions make (ServedLesson), so the page plays them without the game's tools.
 */
export function servedLesson(game: string, quickStart: string): ServedLesson | undefined {
  const checked = checkedLesson(game, quickStart);
  return checked && { ...checked.script, tables: builtTables(gameById(game).game, checked.script) };
}
