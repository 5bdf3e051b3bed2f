// A practice question's link: #try=<kind>.<rule>.<seed> on its game's page. The seed makes the
// question, so a teacher can send exactly the question they saw. Rule ids are the page's anchors
// (letters, digits and hyphens), so the dots cannot be mistaken.

import type { Topic } from '../../../engine/core/practice/spec.ts';

const PREFIX = '#try=';

interface TryLink extends Topic {
  readonly seed: number;
}

export function tryFragment(link: TryLink): string {
  return `${PREFIX}${link.kind}.${link.rule}.${link.seed}`;
}

/** True when `hash` asks for a question, well formed or not. */
export function isTryFragment(hash: string): boolean {
  return hash.startsWith(PREFIX);
}

/** The question a fragment asks for; null when it is not one; an Error (to show) when it is damaged. */
export function parseTryFragment(hash: string): TryLink | Error | null {
  if (!isTryFragment(hash)) return null;
  const damaged = new Error('This question link is damaged: it should end in #try=<kind>.<rule>.<number>.');
  let body: string;
  try {
    body = decodeURIComponent(hash.slice(PREFIX.length));
  } catch {
    // A stray "%" (a link cut or typed by hand) is a damaged link like any other, not a crash.
    return damaged;
  }
  const match = /^([a-z][a-z0-9-]*)\.([a-z][a-z0-9-]*)\.(\d{1,9})$/.exec(body);
  if (!match) return damaged;
  return { kind: match[1] as string, rule: match[2] as string, seed: Number(match[3]) };
}

/** A rule's title, or its id when the book has no such rule: the book's own keys only (never "constructor"). */
export function ruleTitle(titles: Readonly<Record<string, string>>, rule: string): string {
  return Object.hasOwn(titles, rule) ? (titles[rule] as string) : rule;
}
