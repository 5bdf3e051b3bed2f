// /examples/<game>/<slug>.json: a worked example's frames (what the stepper shows at each step),
// replayed through the engine at build time as <Example> does. The stepper island fetches this when
// it comes near the view, so the page's HTML carries no frames (they were most of a game page's
// bytes) and a reader who never reaches an example never loads its frames.
import type { APIRoute, GetStaticPaths } from 'astro';
import { runExample } from '../../../src/examples/runner.ts';
import { parseExampleFile } from '../../../src/examples/script.ts';

const files = import.meta.glob<string>('/content/examples/**/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const getStaticPaths = (() =>
  Object.entries(files).map(([path, text]) => {
    const [, game = '', slug = ''] = /^\/content\/examples\/([^/]+)\/([^/]+)\.yaml$/.exec(path) ?? [];
    return { params: { game, slug }, props: { path, text } };
  })) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { path, text } = props as { path: string; text: string };
  const run = runExample(parseExampleFile(text, path.slice(1)));
  return new Response(JSON.stringify(run.frames), { headers: { 'Content-Type': 'application/json' } });
};
