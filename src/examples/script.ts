// The scripted-example file format (content/examples/<game>/<slug>.yaml), parsed and checked for
// shape. Every message names the file (and the step), because an author reads it in a build log.
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

import { isRecord, readYaml, text, unknownKeys as unknownKeysOf } from './fields.ts';

export interface ExampleStep {
  readonly seat: string;
  readonly action: string;
  readonly say: string;
  readonly rule: string;
  readonly expect: Readonly<Record<string, unknown>>;
}

export interface ExampleScript {
  /** "<game>/<slug>", from the file's path. */
  readonly id: string;
  readonly game: string;
  readonly file: string;
  readonly title: string;
  readonly intro: string;
  readonly rule: string | null;
  readonly options: unknown;
  readonly seed: number;
  readonly position?: unknown;
  readonly steps: readonly ExampleStep[];
}

export class ExampleError extends Error {
  override readonly name = 'ExampleError';
}

const TOP_KEYS = ['title', 'intro', 'rule', 'options', 'seed', 'position', 'steps'];
const STEP_KEYS = ['seat', 'action', 'say', 'rule', 'expect'];

/** `file` is the path from the project root, e.g. content/examples/dawn/draw-around.yaml. */
export function parseExampleFile(source: string, file: string): ExampleScript {
  const match = /(?:^|\/)content\/examples\/([a-z0-9-]+)\/([a-z0-9-]+)\.ya?ml$/.exec(file);
  if (!match) throw new ExampleError(`${file}: example files live at content/examples/<game>/<slug>.yaml.`);
  const game = match[1] ?? '';
  const slug = match[2] ?? '';
  const raw = readYaml(source, file, ExampleError);
  unknownKeys(raw, TOP_KEYS, file);
  const title = text_(raw['title'], `${file}: title`);
  const intro = text_(raw['intro'], `${file}: intro`);
  const seed = raw['seed'] ?? 1;
  if (typeof seed !== 'number' || !Number.isInteger(seed))
    throw new ExampleError(`${file}: seed must be a whole number.`);
  const steps = raw['steps'];
  if (!Array.isArray(steps) || steps.length === 0) throw new ExampleError(`${file}: steps must be a non-empty list.`);
  return {
    id: `${game}/${slug}`,
    game,
    file,
    title,
    intro,
    rule: raw['rule'] === undefined ? null : text_(raw['rule'], `${file}: rule`),
    options: raw['options'] ?? {},
    seed,
    ...(raw['position'] === undefined ? {} : { position: raw['position'] }),
    steps: steps.map((step: unknown, i: number) => parseStep(step, `${file}: step ${i + 1}`)),
  };
}

function parseStep(raw: unknown, where: string): ExampleStep {
  if (!isRecord(raw)) throw new ExampleError(`${where}: a step is a mapping with seat, action, say and rule.`);
  unknownKeys(raw, STEP_KEYS, where);
  const expect = raw['expect'] ?? {};
  if (!isRecord(expect)) throw new ExampleError(`${where}: expect must be a mapping of checks.`);
  return {
    seat: text_(raw['seat'], `${where}: seat`),
    action: text_(raw['action'], `${where}: action`),
    say: text_(raw['say'], `${where}: say`),
    rule: text_(raw['rule'], `${where}: rule`),
    expect,
  };
}

function text_(value: unknown, where: string): string {
  return text(value, where, ExampleError);
}

function unknownKeys(raw: Record<string, unknown>, allowed: readonly string[], where: string): void {
  unknownKeysOf(raw, allowed, where, ExampleError);
}
