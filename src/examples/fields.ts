// The field types the hand-written YAML files share (worked examples, lessons), as zod schemas, and
// how a file that fails its schema reads. One schema per file kind (examples/script.ts,
// lessons/script.ts) serves the build, as an Astro content collection's (content.config.ts), and
// Node, where tests and scripts read the YAML themselves (readYamlFile). The zod is Astro's
// (astro/zod): plain TypeScript, so it imports without Astro running. (Astro reads the YAML with
// js-yaml, Node with yaml: both YAML 1.2, and they read every file of content/ alike; js-yaml alone
// would make a date of an unquoted 2024-01-01.) Every problem is a line of its own that names the
// file and the field, counted as an author counts (beat 20 is the twentieth), because an author
// reads it in a build log:
//   content/lessons/dawn.yaml: beat 20: why: a decision with one move says why it is the one.

import { z } from 'astro/zod';
import { parse } from 'yaml';

type Fail = new (message: string) => Error;

/** Text with its spaces trimmed (a number is read as text: YAML reads 6 as a number). */
export const text = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().trim().min(1, 'must be text, not empty'),
);

/**
 * A mapping of anything, `{}` when the field is left out: a game's options (its option book reads
 * them), a step's or a beat's checks (src/examples/runner.ts, checkExpect, reads them).
 */
export const mapping = z.record(z.string(), z.unknown()).default(() => ({}));

/** The seed that deals the hand, or fills a written position's unnamed cards. */
export const seed = z.number().int().default(1);

/** A mapping with these fields and no others; an unknown field is named, with those allowed. */
export function closed<Shape extends z.ZodRawShape>(shape: Shape): z.ZodObject<Shape, 'strict'> {
  const allowed = Object.keys(shape).join(', ');
  return z
    .object(shape, {
      errorMap: (issue, ctx) =>
        issue.code === 'unrecognized_keys'
          ? { message: `unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')} (allowed: ${allowed})` }
          : { message: ctx.defaultError },
    })
    .strict();
}

/** Parses `source` (the YAML of `file`, from the project's root) and checks it with `schema`. */
export function readYamlFile<Schema extends z.ZodTypeAny>(
  source: string,
  file: string,
  schema: Schema,
  Fail: Fail,
): z.output<Schema> {
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (error) {
    throw new Fail(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const found = schema.safeParse(raw);
  if (!found.success) throw new Fail(problems(found.error, raw, file));
  return found.data as z.output<Schema>;
}

/** Each of `error`'s problems with `data` on a line: the file, where in it, and what is wrong. */
export function problems(error: z.ZodError, data: unknown, file: string): string {
  return error.issues
    .map((issue) => [file, ...where(issue.path), problem(issue, valueAt(data, issue.path))].join(': '))
    .join('\n');
}

/** A path as an author counts: `beats.19.why` is beat 20's why (a list's item is its name less the s). */
function where(path: readonly (string | number)[]): string[] {
  const out: string[] = [];
  path.forEach((key, i) => {
    const list = path[i - 1];
    if (typeof key === 'number' && typeof list === 'string')
      out[out.length - 1] = `${list.replace(/s$/, '')} ${key + 1}`;
    else out.push(String(key));
  });
  return out;
}

const KINDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  object: 'a mapping',
  array: 'a list',
  boolean: 'true or false',
};

function problem(issue: z.ZodIssue, value: unknown): string {
  if (issue.code !== 'invalid_type') return issue.message.replace(/\.?$/, '.');
  const kind = KINDS[issue.expected] ?? issue.expected;
  return value === undefined ? `missing; it must be ${kind}.` : `must be ${kind}, not ${show(value)}.`;
}

function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let value = data;
  for (const key of path)
    value = typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
  return value;
}

function show(value: unknown): string {
  const shown = JSON.stringify(value) ?? String(value);
  return shown.length > 40 ? `${shown.slice(0, 39)}…` : shown;
}
