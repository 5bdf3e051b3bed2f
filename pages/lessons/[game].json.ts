// /lessons/<game>.json: a game's guided lesson (content/lessons/<game>.yaml), checked at build time
// on every path a reader may take, once for this and <Lesson> both (src/lessons/built.ts), so a bad
// lesson fails the build naming its file and beat. The lesson island fetches it when the reader
// starts the lesson. Beside the script, the tables its written positions make (ServedLesson), so the
// page plays them without the game's tools.
import type { APIRoute, GetStaticPaths } from 'astro';
import { lessonGames, servedLesson } from '../../src/lessons/built.ts';
import { quickStartOf } from '../../src/lessons/quick-start.ts';

const quickStarts = import.meta.glob<string>('/content/docs/*/_quick-start.mdx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const getStaticPaths = (() => lessonGames.map((game) => ({ params: { game } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const game = params['game'] ?? '';
  const served = servedLesson(game, quickStartOf(quickStarts, game));
  return new Response(JSON.stringify(served), { headers: { 'Content-Type': 'application/json' } });
};
