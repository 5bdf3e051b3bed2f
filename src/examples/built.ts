// The worked examples as the site's build reads them: Astro's `examples` collection (content.config.ts,
// through the schema in script.ts), each replayed through its engine once a build, however many
// places ask for it (the page's <Example> and its frames' route, /examples/<game>/<slug>.json).
// Read as the module loads, so <Example> renders without waiting: a component that awaits is
// rendered after the page's other islands, and the script that wakes every island would follow them.

import { getCollection } from 'astro:content';
import type { ExampleRun } from './frame.ts';
import { runExample } from './runner.ts';
import { exampleScript, type ExampleScript } from './script.ts';

const scripts = new Map<string, ExampleScript>(
  (await getCollection('examples')).map((entry) => [
    entry.id,
    exampleScript(entry.id, entry.filePath ?? `content/examples/${entry.id}.yaml`, entry.data),
  ]),
);
const runs = new Map<string, ExampleRun>();

/** Every example's id, "<game>/<slug>". */
export const exampleIds: readonly string[] = [...scripts.keys()];

/** Example `id` replayed (undefined when there is none): a script the engine refuses fails the build. */
export function replayedExample(id: string): ExampleRun | undefined {
  const script = scripts.get(id);
  if (script === undefined) return undefined;
  const run = runs.get(id) ?? runExample(script);
  runs.set(id, run);
  return run;
}
