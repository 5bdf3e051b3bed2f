// /examples/<game>/<slug>.json: a worked example's frames (what the stepper shows at each step),
// replayed through the engine at build time, once for this and <Example> both (src/examples/built.ts).
// The stepper island fetches this when it comes near the view, so the page's HTML carries no frames
// (they were most of a game page's bytes) and a reader who never reaches an example never loads its
// frames.
import type { APIRoute, GetStaticPaths } from 'astro';
import { exampleIds, replayedExample } from '../../../src/examples/built.ts';

export const getStaticPaths = (() =>
  exampleIds.map((id) => {
    const [game = '', slug = ''] = id.split('/');
    return { params: { game, slug }, props: { id } };
  })) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { id } = props as { id: string };
  const run = replayedExample(id);
  return new Response(JSON.stringify(run?.frames), { headers: { 'Content-Type': 'application/json' } });
};
