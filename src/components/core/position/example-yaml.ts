// "Copy as an example" (issue 43): a set-up position written as the start of a worked example, in
// the format of content/examples/<game>/<slug>.yaml (src/examples/script.ts): its options, seed and
// `position:` (the game's fromPosition spec, as the view holds it), a title and words for the
// author to write, and a first step, the first legal move with the rule that allows it, so the
// file replays as it stands. Written by a small YAML writer of our own (the site does not ship a
// YAML library to its pages): block mappings, flow lists of scalars, and a scalar plain only where
// every YAML 1.2 reader reads it back as the same text, else quoted as JSON, which YAML reads too.
// Fetched when an author asks.

import type { PositionGame } from '../../../engine/core/position/check.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import type { Draft } from './model.ts';
import { checked } from './model.ts';

/** Texts YAML reads as a number or a date (js-yaml, which Astro uses, makes a date of 2024-01-01). */
const NUMBER_OR_DATE = /^[-+]?(\d[\d_]*(\.\d*)?|\.\d+)([eE][-+]?\d+)?$|^0[xob]|^\d{4}-\d\d-\d\d/i;

/** A string YAML reads back as this same string without quotes: a word of letters, digits, - _ . */
function plain(text: string): boolean {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(text) || NUMBER_OR_DATE.test(text)) return false;
  // Words YAML reads as something else: true/false/null (and YAML 1.1's yes/no/on/off).
  return !/^(true|false|null|yes|no|on|off|y|n)$/i.test(text);
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return plain(value) ? value : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return 'null';
  return JSON.stringify(value);
}

function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

/** `value` as YAML lines, each indented by `indent` (a mapping's entries, a list's items). */
function lines(value: unknown, indent: string): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (isScalar(item) || (Array.isArray(item) && item.every(isScalar))) return [`${indent}- ${inline(item)}`];
      const [first = '', ...rest] = lines(item, `${indent}  `);
      return [`${indent}- ${first.trimStart()}`, ...rest];
    });
  }
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .flatMap(([key, v]) => {
      const name = scalar(key);
      if (isScalar(v) || (Array.isArray(v) && v.every(isScalar)) || isEmpty(v))
        return [`${indent}${name}: ${inline(v)}`];
      return [`${indent}${name}:`, ...lines(v, `${indent}  `)];
    });
}

function isEmpty(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/** A scalar, or a list of scalars as a flow list ([9C, 10H]), or an empty mapping or list. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(scalar).join(', ')}]`;
  if (isEmpty(value)) return '{}';
  return scalar(value);
}

/**
 * The start of an example file for `draft`, or null when the position cannot be set up (an
 * example must replay). Only the options that differ from the game's defaults are written, as an
 * author writes them.
 */
export function exampleYaml(pg: PositionGame, draft: Draft): string | null {
  const { game } = pg;
  const setUp = checked(pg, draft);
  if (!setUp.ok) return null;
  const defaults = game.options.defaults as Record<string, unknown>;
  const options = Object.fromEntries(Object.entries(draft.options).filter(([key, value]) => defaults[key] !== value));
  const first = firstStep(pg, setUp.state);
  const out = [
    `# The start of a worked example of ${game.title}, written by its position view. Save it as`,
    `# content/examples/${game.id}/<slug>.yaml, write its title, intro and steps (each with the rule it`,
    '# shows and an expect), and check it: npx vitest run tests/examples',
    'title: Write the title',
    'intro: Write what the reader sees at the start.',
    ...(Object.keys(options).length > 0 ? ['options:', ...lines(options, '  ')] : []),
    ...(draft.seed === 1 ? [] : [`seed: ${draft.seed}`]),
    'position:',
    ...lines(draft.spec, '  '),
    'steps:',
    ...(first === null
      ? ['  # Nobody has a move here: an example needs a step.']
      : [
          `  - seat: ${first.seat}`,
          `    action: ${scalar(first.action)}`,
          `    say: ${scalar(`Say what ${first.seat}'s move shows.`)}`,
          `    rule: ${scalar(first.rule)}`,
        ]),
  ];
  return `${out.join('\n')}\n`;
}

/** The first legal move of the first seat to act, and the rule that allows it (or that it follows). */
function firstStep(
  pg: PositionGame,
  state: unknown,
): { readonly seat: string; readonly action: string; readonly rule: string } | null {
  const { game } = pg;
  const seat = game.toAct(state)[0];
  if (seat === undefined) return null;
  const action = game.legalActions(state, seat)[0];
  if (action === undefined) return null;
  const allowed = pg.position.legal?.allowed?.(state, seat, action, '')?.rule;
  const followed = game.apply(state, seat, action).events.find((event) => event.rule !== '')?.rule;
  const rule =
    [allowed, followed].find((r) => r !== undefined && r !== '' && r in game.rules) ?? Object.keys(game.rules)[0] ?? '';
  return { seat: seatLetter(seat), action: game.formatAction(action), rule };
}
