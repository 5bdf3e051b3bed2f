// /lessons/<game>.json: a game's guided lesson (content/lessons/<game>.yaml), checked at build time
// on every path a reader may take (src/lessons/check.ts), so a bad lesson fails the build naming
// its file and beat. The lesson island fetches it when the reader starts the lesson.
import type { APIRoute, GetStaticPaths } from 'astro';
import { checkLesson } from '../../src/lessons/check.ts';
import { quickStartOf, quickStartRules } from '../../src/lessons/quick-start.ts';
import { parseLessonFile } from '../../src/lessons/script.ts';

const lessons = import.meta.glob<string>('/content/lessons/*.yaml', { query: '?raw', import: 'default', eager: true });
const quickStarts = import.meta.glob<string>('/content/docs/*/_quick-start.mdx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const getStaticPaths = (() =>
  Object.entries(lessons).map(([path, text]) => {
    const [, game = ''] = /^\/content\/lessons\/([^/]+)\.yaml$/.exec(path) ?? [];
    return { params: { game }, props: { path, text } };
  })) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { path, text } = props as { path: string; text: string };
  const script = parseLessonFile(text, path.slice(1));
  checkLesson(script, quickStartRules(quickStartOf(quickStarts, script.game), script.game));
  return new Response(JSON.stringify(script), { headers: { 'Content-Type': 'application/json' } });
};
