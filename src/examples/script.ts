// The scripted-example file format (content/examples/<game>/<slug>.yaml), as a zod schema: the
// build reads the files as Astro's `examples` collection (content.config.ts), Node's tests and
// scripts with parseExampleFile, both through this one definition. The runner (runner.ts) replays a
// script through its game and checks what the schema cannot: moves, rules, expects, the position.
//
//   title: The draw-around
//   intro: What the reader sees before the first step.
//   rule: one-lower              # optional rule for the starting frame
//   options: { players: 5 }
//   seed: 7                      # optional (default 1); deals, or fills a position's unnamed cards
//   position: { ... }            # optional hand-written start (the game's fromPosition spec)
//   steps:
//     - seat: B
//       action: draw
//       say: B has no 6, so B draws.
//       rule: draw-when-unable
//       expect: { turn: C, hand.B: [QH, 8C, 10C] }

import { z } from 'astro/zod';
import { closed, mapping, readYamlFile, seed, text } from './fields.ts';

const step = closed({
  seat: text,
  action: text,
  say: text,
  rule: text,
  /** Checks of the table after the step (runner.ts, checkExpect). */
  expect: mapping,
});

/** An example file's fields, as the schema reads them. */
export const exampleFile = closed({
  title: text,
  intro: text,
  /** The rule the starting frame shows. */
  rule: text.optional().transform((rule) => rule ?? null),
  options: mapping,
  seed,
  /** A hand-written start: the game's own format, which its fromPosition checks. */
  position: z.unknown(),
  steps: z.array(step).min(1, 'must be a list of one step or more'),
});

export type ExampleStep = z.output<typeof step>;

export interface ExampleScript extends z.output<typeof exampleFile> {
  /** "<game>/<slug>", from the file's path. */
  readonly id: string;
  readonly game: string;
  /** The file's path from the project's root, which every problem names. */
  readonly file: string;
}

export class ExampleError extends Error {
  override readonly name = 'ExampleError';
}

/** The script of example `id` ("<game>/<slug>"), read from `file` as `fields`. */
export function exampleScript(id: string, file: string, fields: z.output<typeof exampleFile>): ExampleScript {
  return { id, game: id.split('/')[0] ?? '', file, ...fields };
}

/** Node's reading of an example file; `file` is its path from the root, content/examples/<game>/<slug>.yaml. */
export function parseExampleFile(source: string, file: string): ExampleScript {
  const match = /(?:^|\/)content\/examples\/([a-z0-9-]+\/[a-z0-9-]+)\.ya?ml$/.exec(file);
  if (!match) throw new ExampleError(`${file}: example files live at content/examples/<game>/<slug>.yaml.`);
  return exampleScript(match[1] ?? '', file, readYamlFile(source, file, exampleFile, ExampleError));
}
