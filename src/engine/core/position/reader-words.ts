// A position's problems in the reader's words. Each game's reader (its position.ts) names what is
// wrong by its path in the spec ("hands.A has 6 cards", "playerOneColour: ..."), the words of an
// example file's author; the reader setting up a table by taps knows the places and facts by the
// labels the editor shows ("A's hand", "Player one's colour"). This puts those labels in place of
// the paths, once for every game, with the verb after a label agreeing with it ("the community
// cards have"), and says any other field name as words: a field the editor does not show by the
// game's own words for it (PositionKit.names: "committed" is "the chips in the pot"; then
// committed.E is "E's chips in the pot"), the rest spaced out.

import { seatLetter } from '../seats.ts';
import type { PositionKit } from './edit.ts';

/** "playerOneColour" as words: "player one colour"; "handOver": "hand over". */
function spaced(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
}

/** A spec path the kit has no label for, in words: scores.A is "A's scores", stockSize "the stock size". */
function pathWords(path: string): string {
  const [head = '', ...rest] = path.split('.');
  const last = rest[rest.length - 1];
  if (rest.length === 1 && last !== undefined && /^[A-Z]$/.test(last)) return `${last}'s ${spaced(head)}`;
  return `the ${[head, ...rest].map(spaced).join(' ')}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function uncapitalised(label: string): string {
  // A label that opens with a seat letter ("A's hand") keeps it; "Player one's colour" is lowered mid-sentence.
  return /^[A-Z]'/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * Whether a label names several things ("the community cards", "A's cards laid out", "A's chips in
 * the pot") or one ("A's hand", "A's bet this round"): its noun, before what qualifies it, ends in s.
 */
function plural(label: string): boolean {
  return /[^s']s$/.test(label.replace(/ (?:of|in|this|since|laid|won|to)\b.*$/, ''));
}

/** The verb after a subject, agreeing with it: "has" after "the community cards" is "have". */
function agreeing(verb: string, label: string): string {
  return plural(label)
    ? verb
        .replace(/ has$/, ' have')
        .replace(/ is$/, ' are')
        .replace(/ does$/, ' do')
    : verb.replace(/ belong$/, ' belongs');
}

/** Rewrites a problem's message with the kit's labels for `options` in place of the spec's paths. */
export function inReaderWords(kit: PositionKit, options: unknown): (message: string) => string {
  const labels = new Map<string, string>();
  let places: ReturnType<PositionKit['places']> = [];
  let facts: ReturnType<PositionKit['facts']> = [];
  try {
    places = kit.places(options);
    facts = kit.facts(options);
  } catch {
    // Options the game refuses: the fallback words below still name every path.
  }
  for (const { path, label } of [...places, ...facts]) labels.set(path.join('.'), label);
  for (const [path, words] of Object.entries(kit.names ?? {})) labels.set(path, words);
  // Every seat's hand, though a table of fewer seats offers fewer places.
  for (let s = 0; s < 26; s++)
    if (!labels.has(`hands.${seatLetter(s)}`)) labels.set(`hands.${seatLetter(s)}`, `${seatLetter(s)}'s hand`);
  labels.set('hands', 'the hands');
  const say = (path: string): string => {
    // A seat's field the editor shows no place for, by the field's words: passing.A is "A's cards chosen to pass".
    const [key = '', seat] = path.split('.');
    const group = labels.get(key);
    const bySeat =
      seat !== undefined && /^[A-Z]$/.test(seat) && group?.startsWith('the ')
        ? `${seat}'s ${group.slice(4)}`
        : undefined;
    const label = (labels.get(path) ?? bySeat ?? pathWords(path)).replace(
      // A label grouped under a heading ("Duel: the defender"), as a phrase: "the defender in the duel".
      /^(\w+): (.+)$/,
      (_, heading: string, part: string) => `${part} in the ${heading.toLowerCase()}`,
    );
    // A one-word label ("Dealer", "Pot") reads as a sentence's subject with its article.
    return /^\w+$/.test(label) ? `the ${label.toLowerCase()}` : label;
  };
  return (message) => {
    // A path opening the message: "path: what is wrong" or "path has ...".
    let out = message.replace(
      /^([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)*)(\[\d+\])?(:| must\b| has\b| is\b| does\b| belong\b)/,
      (_, path: string, index: string | undefined, after: string) => {
        const label = say(path);
        // The games count a list's items from 1 (trick.plays[2] is the trick's second card).
        const subject = index === undefined ? label : `${label} (number ${index.slice(1, -1)})`;
        return `${capitalised(subject)}${agreeing(after, label)}`;
      },
    );
    // A path inside the message ("(broken.D: true)", "in hands.B").
    out = out.replace(/\b([a-z][A-Za-z]*\.[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)\b/g, (path: string) =>
      uncapitalised(say(path)),
    );
    // Any other field or value name written as one word ("handOver", "firstFailer").
    out = out.replace(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g, (name) =>
      labels.has(name) ? uncapitalised(labels.get(name) ?? name) : spaced(name),
    );
    // A value of the wrong kind said for what it is (core/spec.ts's said), not quoted as if typed:
    // "nothing is not a seat", not "\"nothing\" is not a seat".
    return capitalised(out.replace(/"(nothing|a list|a mapping)"/g, '$1'));
  };
}
