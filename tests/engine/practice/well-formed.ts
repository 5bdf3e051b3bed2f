// What a choice of a "what happens next" or "who wins" question must never be, read from its
// sentence and the position (before and after the move), independent of how the generator made it:
//
// - a seat acting on itself ("B wins the duel and takes the Rugby torso from B");
// - a seat out of the hand acting (a folded Day player winning or starting a round, a DWYN player
//   outside the duel winning it);
// - arithmetic that reads wrong (Day's "1 point, 3 less 1 for substituting"; Dark Hearts' totals
//   that are not the seat's score before plus this hand's);
// - another seat's figures (a Day hand's label and points that are not that seat's own result;
//   DWYN's card taken from a seat that does not have it);
// - two choices that say the same thing, or give the same reason.
//
// Returns the problems found (empty when the question is well formed), each naming the choice.

import type { AnyGame, Seat } from '../../../src/engine/core/game.ts';
import type { Question } from '../../../src/engine/core/practice/question.ts';

/** The seat a sentence is about: its first word, a seat letter ("B", "B (you)"). */
function subject(label: string): Seat | null {
  const m = /^([A-F])(?: \(you\))? /.exec(label);
  return m ? (m[1] as string).charCodeAt(0) - 65 : null;
}

const seatPattern = (seat: Seat): string => `${String.fromCharCode(65 + seat)}(?: \\(you\\))?`;

/** "X ... from X", "X challenges X", "X passes X": one seat on both sides of the verb. */
function actsOnItself(label: string): boolean {
  const who = subject(label);
  if (who === null) return false;
  const s = seatPattern(who);
  return new RegExp(`\\b(?:from|challenges|passes|to) ${s}\\b`).test(label.slice(2));
}

/** "The pot holds..." with "1 point, 3 less 1": the figures in brackets must add up. */
function arithmeticWrong(label: string): boolean {
  const m = /\((\d+) points?, (\d+) less 1 for substituting\)/.exec(label);
  return m !== null && Number(m[1]) !== Number(m[2]) - 1;
}

interface Fields {
  readonly folded?: readonly boolean[];
  readonly inHand?: readonly boolean[];
  readonly duel?: { readonly challenger: Seat; readonly defender: Seat } | null;
  readonly tableaux?: readonly (readonly string[])[];
  readonly scores?: readonly ({ readonly L: number; readonly D: number } | number)[];
  readonly lastHand?: { readonly results?: readonly { seat: Seat; label: string; adjusted: number }[] } | null;
}

/** The seats a sentence has acting: its subject, whoever "wins", a round "begins with", "starts". */
function actors(label: string): Seat[] {
  const out: Seat[] = [];
  const at = (letter: string): Seat => letter.charCodeAt(0) - 65;
  const who = subject(label);
  if (who !== null) out.push(who);
  for (const m of label.matchAll(/\b([A-F])(?: \(you\))? (?:wins|starts|shows)\b/g)) out.push(at(m[1] as string));
  for (const m of label.matchAll(/begins with ([A-F])\b/g)) out.push(at(m[1] as string));
  return out;
}

/** A seat that may not act or win here: folded or out of a Day hand, outside a DWYN duel. */
function outOfPlay(label: string, before: Fields, after: Fields): boolean {
  for (const who of actors(label)) {
    const folded = before.folded?.[who] === true || after.folded?.[who] === true;
    if ((folded || before.inHand?.[who] === false) && !/^The (?:pot|house)/.test(label)) return true;
    const duel = before.duel;
    if (duel && /wins the duel|keeps the /.test(label) && who !== duel.challenger && who !== duel.defender) return true;
  }
  return false;
}

/** Figures said of a seat that are not its own. */
function othersFigures(game: AnyGame, label: string, who: Seat, before: Fields, after: Fields): boolean {
  // Day: "B has 2 of a kind: 8s (2 points)" or "B wins 9 chips with Consecutive: ... (4 points)"
  // must name B's own hand when B's hand was scored.
  const results = after.lastHand?.results ?? [];
  const own = results.find((r) => r.seat === who);
  const named = / (?:has|with) (.+?) \((\d+) points?/.exec(label);
  if (own && named && (/ wins /.test(label) || / has /.test(label)) && results.length > 0) {
    if (!label.includes(own.label)) return true;
  }
  // DWYN: "takes the X from Y": Y had the X in front of them.
  const took = /takes (.+) from ([A-F])(?: \(you\))?\.$/.exec(label);
  if (took && before.tableaux) {
    const from = (took[2] as string).charCodeAt(0) - 65;
    const names = (before.tableaux[from] ?? []).map((c) => game.deck.facts(c).name.toLowerCase());
    if (!names.some((n) => (took[1] as string).toLowerCase().endsWith(n))) return true;
  }
  // Dark Hearts: "scores 1 Light and 2 Dark this hand, for 19 Light and 31 Dark": the totals are
  // the seat's score before the hand plus this hand's.
  const scored = /scores (\d+) Light and (\d+) Dark this hand, for (\d+) Light and (\d+) Dark/.exec(label);
  const was = before.scores?.[who];
  if (scored && typeof was === 'object') {
    const [, l, d, tl, td] = scored.map(Number) as [number, number, number, number, number];
    if (tl !== was.L + l || td !== was.D + d) return true;
  }
  return false;
}

/** The same sentence, said of the reader or not: "(you)" dropped, spacing and case ignored. */
const normal = (label: string): string =>
  label
    .replace(/ \(you\)/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

export function malformed(game: AnyGame, question: Question, before: unknown, after: unknown): string[] {
  const problems: string[] = [];
  const b = before as Fields;
  const a = after as Fields;
  const seen = new Map<string, string>();
  const reasons = new Map<string, string>();
  for (const choice of question.choices) {
    const { label } = choice;
    const who = subject(label);
    if (actsOnItself(label)) problems.push(`a seat acts on itself: "${label}"`);
    if (arithmeticWrong(label)) problems.push(`arithmetic that reads wrong: "${label}"`);
    if (outOfPlay(label, b, a)) problems.push(`a seat out of play acts: "${label}"`);
    if (who !== null && othersFigures(game, label, who, b, a)) problems.push(`another seat's figures: "${label}"`);
    const key = normal(label);
    if (seen.has(key)) problems.push(`two choices say the same: "${label}" and "${seen.get(key) ?? ''}"`);
    seen.set(key, label);
    if (!choice.right) {
      if (reasons.has(choice.why)) problems.push(`two wrong choices give the same reason: "${choice.why}"`);
      reasons.set(choice.why, label);
    }
  }
  return problems;
}
